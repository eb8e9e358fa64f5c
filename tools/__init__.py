"""Developer tools of Galaxy Table: runtime fetch (runtime.py) and the static site (site.py)."""
