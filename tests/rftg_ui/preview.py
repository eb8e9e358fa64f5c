"""Write a static page showing every card face (a design check; run: python3 -m tests.rftg_ui.preview OUT)."""
import sys
from pathlib import Path

from ui.rftg.cardview import mini, large
from ui.rftg.faces import face_from_design

ROOT = Path(__file__).resolve().parents[2]


def designs():
    from game.rftg.carddata import DESIGNS     # the project's own card data
    return DESIGNS


def page(body, width=None):
    css = (ROOT / "assets/table.css").read_text() + (ROOT / "assets/rftg.css").read_text()
    return (f"<!doctype html><meta charset=utf-8><style>{css} body{{margin:0}}</style>"
            f"<div class='tk rf' style='padding:12px'>{body}</div>")


def main(out):
    faces = [face_from_design(d) for d in designs()]
    minis = "".join(mini(f, has_good=bool(f["good"]) and i % 3 == 0, cost=(2 if i % 7 == 0 else None),
                         selected=i == 5, playable=i % 5 == 0) for i, f in enumerate(faces))
    bigs = "".join(large(f, scores_now=7) for f in faces[:60:7])
    html = page(f"<div style='display:flex;flex-wrap:wrap;gap:8px'>{minis}</div>"
                f"<div style='display:flex;flex-wrap:wrap;gap:12px;margin-top:16px'>{bigs}</div>")
    Path(out).write_text(html)


if __name__ == "__main__":
    main(sys.argv[1])
