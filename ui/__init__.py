"""The browser side of Galaxy Table: app shell (app.py), lobby, save store, DOM helpers.

Modules that touch the browser (`js`, `pyodide`) import it lazily, so the pure logic
(store.py, games.py, text helpers in dom.py) also runs and is tested in CPython.
"""
