"""tools/page_imports.py: every module an import statement names, at any depth, is traced into
the page's standard library; relative imports and the CPython-only ones are not."""
from tools import page_imports

SOURCE = '''
import json, os.path
from collections import deque
from . import sibling
from .pkg import thing

def lazy():
    import statistics
    from gettext import translation
    import multiprocessing.pool

class K:
    def m(self):
        try:
            import zlib
        except ImportError:
            pass
'''


def test_named_imports_reach_inside_functions_and_skip_relative_and_cpython_only():
    names = page_imports.named_imports({"a.py": SOURCE, "broken.py": "def (:"})
    assert names == ["collections", "gettext", "json", "os.path", "statistics", "zlib"]


def test_page_imports_read_the_zips_and_pyscripts_package():
    import io
    import zipfile
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("game/x.py", "def f():\n    import heapq\n")
        zf.writestr("game/data.json", "import nothing")
    names = page_imports.page_imports({"app.zip": buf.getvalue()},
                                      {"pyscript/web.py": "import html", "pyscript/x.txt": "import no"},
                                      ("asyncio",))
    assert names == ["asyncio", "heapq", "html"]
