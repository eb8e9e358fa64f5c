"""No import cycle under game/ or ui/, and every import inside a function says why it is there.

The graph is read from the sources with ast: an edge for every `import` and `from ... import` of
a module of game/ or ui/ that names another of them, at the top of a module or inside a function
alike (an import inside a function still runs the other module: a cycle hidden there is a cycle
all the same). `from package import name` is an edge to the submodule package.name when there
is one, else to the package itself. Imports by name at run time (importlib in the registry and
in the table kit's levels, which load a game when it is asked for) are not seen.

An import inside a function keeps a module out of the page's start-up, or names a module the
page does not have (js, pyodide only in the browser; numpy, multiprocessing only in tools), and
says so in a comment on its line or on the comment line above its group of imports. The one
such import that closes a cycle is listed in LAZY_CYCLE_EDGES with its reason; the top-level
imports alone form no cycle at all.
"""
import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("game", "ui")

NOT_YET_COMMENTED: set = set()   # every file's imports inside functions say why

# Imports inside a function that close a cycle and stay for the page's start-up: ui/store.py
# imports ui.backup only when a file is imported (the lobby loads the store at start-up, not
# the backup code), and ui/backup.py is written on the store's functions. The cycle of
# top-level imports alone has no exception.
LAZY_CYCLE_EDGES = {("ui.store", "ui.backup")}


def _modules() -> dict:
    """{dotted name: (path, is_package)} of every module under game/ and ui/."""
    out = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            is_package = parts[-1] == "__init__"
            if is_package:
                parts = parts[:-1]
            out[".".join(parts)] = (path, is_package)
    return out


def _type_checking(node) -> bool:
    """`if TYPE_CHECKING:` (its imports never run: annotations only)."""
    return isinstance(node, ast.If) and (
        (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING")
        or (isinstance(node.test, ast.Attribute) and node.test.attr == "TYPE_CHECKING"))


def _imports(tree: ast.AST):
    """(node, inside a function) for every import statement of a module that runs (those
    under `if TYPE_CHECKING:` do not)."""
    def walk(node, inside):
        for child in ast.iter_child_nodes(node):
            if _type_checking(child):
                continue
            nested = inside or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                  ast.Lambda))
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                yield child, nested
            yield from walk(child, nested)
    yield from walk(tree, False)


def _targets(node, name: str, is_package: bool, modules: dict) -> list:
    """The modules of game/ and ui/ an import statement of module `name` runs."""
    def known(dotted):
        while dotted and dotted not in modules:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    if isinstance(node, ast.Import):
        found = [known(alias.name) for alias in node.names]
    else:
        if node.level:
            base = name.split(".") if is_package else name.split(".")[:-1]
            base = base[:len(base) - (node.level - 1)]
            source = ".".join(base + ([node.module] if node.module else []))
        else:
            source = node.module
        found = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules
                 else known(source) for alias in node.names]
    return sorted({m for m in found if m and m != name})


@functools.lru_cache(maxsize=None)
def _graph():
    """({module: {imported module: [(path, line, inside a function), ...]}}, [(path, import
    node, lines of the module, line numbers of all its import statements) for each import
    inside a function])."""
    modules = _modules()
    edges = {name: {} for name in modules}
    inner = []
    for name, (path, is_package) in modules.items():
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        found = list(_imports(ast.parse(source, str(path))))
        import_lines = {n for node, _inside in found
                        for n in range(node.lineno, node.end_lineno + 1)}
        rel = path.relative_to(ROOT).as_posix()
        for node, inside in found:
            for target in _targets(node, name, is_package, modules):
                edges[name].setdefault(target, []).append((rel, node.lineno, inside))
            if inside:
                inner.append((rel, node, lines, import_lines))
    return edges, inner


def _cycle(edges: dict):
    """One import cycle as [a, b, ..., a], or None."""
    state = {}              # module -> 1 on the current path, 2 done

    def visit(node, path):
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt, path)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(edges):
        if start not in state:
            found = visit(start, [])
            if found:
                return found
    return None


def _says_why(node, lines: list, import_lines: set) -> bool:
    """A comment on the import's lines, or on the line above its group of imports."""
    n = node.end_lineno
    while n in import_lines or n >= node.lineno:
        if "#" in lines[n - 1]:
            return True
        n -= 1
    return n >= 1 and lines[n - 1].strip().startswith("#")


def test_the_graph_is_read():
    edges, inner = _graph()
    assert "game.gaia.view" in edges["game.gaia.state"]          # a top-level import
    assert "game.core.contract" in edges["game.core.registry"]   # one inside a function
    assert any(path == "ui/dom.py" for path, *_rest in inner)


def _assert_acyclic(edges: dict) -> None:
    cycle = _cycle(edges)
    if cycle:
        steps = [f"{edges[a][b][0][0]}:{edges[a][b][0][1]} imports {b}"
                 for a, b in zip(cycle, cycle[1:])]
        raise AssertionError("import cycle: " + " -> ".join(cycle) + "\n  " + "\n  ".join(steps))


def test_no_import_cycle_under_game_or_ui():
    edges, _inner = _graph()
    _assert_acyclic({a: {b: at for b, at in out.items() if (a, b) not in LAZY_CYCLE_EDGES}
                     for a, out in edges.items()})


def test_no_cycle_of_top_level_imports():
    edges, _inner = _graph()
    _assert_acyclic({a: {b: [at for at in sites if not at[2]] for b, sites in out.items()
                         if any(not at[2] for at in sites)}
                     for a, out in edges.items()})


def test_the_lazy_cycle_edges_are_still_imports_inside_a_function():
    edges, _inner = _graph()
    for a, b in LAZY_CYCLE_EDGES:
        assert b in edges[a] and all(inside for _path, _line, inside in edges[a][b]), (a, b)


def test_every_import_inside_a_function_says_why():
    _edges, inner = _graph()
    silent = [f"{path}:{node.lineno}: {lines[node.lineno - 1].strip()}"
              for path, node, lines, import_lines in inner
              if path not in NOT_YET_COMMENTED and not _says_why(node, lines, import_lines)]
    assert not silent, ("an import inside a function needs a comment saying why (the page's "
                        "start-up kept lazy, or a module only the browser has):\n"
                        + "\n".join(silent))
