"""Which modules the page may import: what tools/bytecode.py traces to trim the standard library.

The page's python_stdlib.zip holds only the standard-library modules loaded while importing
these names (and every module of the app) in the runtime's own Python. Static, so a module
imported inside a function (to keep start-up lazy) is in the archive before that function
first runs; what the standard library itself imports lazily is covered by the tests that
play every game in the page (tests/e2e/test_page_stdlib.py and the games' own).
"""
import ast
import io
import zipfile

# Named by an import statement of the app but never loaded in the page: left out of its
# standard library (game/core/tournament_jobs.py starts processes only in CPython).
NOT_IN_PAGE = frozenset({"multiprocessing"})


def named_imports(sources) -> list:
    """Every module an import statement names in these Python sources ({name: text}), at any
    depth (imports inside functions too: a lazily imported module must be in the page's
    standard library before the function first runs), absolute names only, sorted."""
    out = set()
    for text in sources.values():
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                out.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                out.add(node.module)
    return sorted(m for m in out if m.split(".")[0] not in NOT_IN_PAGE)


def page_imports(parts, pyscript, bootstrap) -> list:
    """What tools/bytecode.py's tracer imports besides the app's own modules: PyScript's
    bootstrap's (`bootstrap`), and every module named by an import statement in the app's zips
    ({name: bytes}) or PyScript's package ({name: source})."""
    sources = {name: text for name, text in pyscript.items() if name.endswith(".py")}
    for part, data in parts.items():
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            for name in zf.namelist():
                if name.endswith(".py"):
                    sources[part + "/" + name] = zf.read(name).decode("utf-8", "replace")
    return sorted(set(bootstrap) | set(named_imports(sources)))
