"""Moved to ui.table.html (the kit's template helper); kept until every import is updated."""
from ui.table.html import attrs, classes, esc, tag, text  # noqa: F401
