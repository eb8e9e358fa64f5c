"""The texts the page shows before Python runs: the loading screen, the error screen and the
new-version notice (index.html, web/boot.js, web/main.py's stage names).

They live in the `app` catalogs like every other text (marked here, so `tools.i18n extract`
finds them); tools/shell.py bakes their translations into index.html as JSON, and the page's
inline script shows them in the visitor's language (the remembered choice, else the browser's
languages) before the interpreter has started. JavaScript looks a text up by its English
msgid (`galaxyTableText(msgid)`) and keeps the English when a language lacks it.
"""
from game.core import i18n
from game.core.i18n import N_

BOOT_TEXTS: tuple[str, ...] = (
    # index.html
    N_("Loading the Python runtime…"),
    N_("Galaxy Table could not start"),
    N_("Reload the page to try again. If you host this site yourself, check that the "
       "runtime/ folder was deployed with it (see README.md)."),
    N_("Reload"),
    N_("Loading progress"),
    N_("A new version of Galaxy Table is ready."),
    N_("Reload now"),
    # web/boot.js
    N_("Loading the runtime…"),
    N_("Starting Python (the slowest step)…"),
    N_("Python is up…"),
    N_("Starting the app…"),
    N_("The page hit an error while starting."),
    N_("The Python runtime failed to start."),
    N_("Python reported an error while starting."),
    N_("The Python runtime is missing or could not be loaded."),
    # web/main.py
    N_("Opening the app"),
    N_("Opening the lobby"),
    N_("Python started, but the app failed to start."),
)


def translations() -> dict[str, dict[str, str]]:
    """{language: {English msgid: translation}} for every language but English, only the
    texts that are translated."""
    app = i18n.domain("app")
    out: dict[str, dict[str, str]] = {}
    previous = i18n.language()
    try:
        for lang in i18n.LANGUAGES:
            if lang == i18n.SOURCE:
                continue
            i18n.set_language(lang)
            out[lang] = {m: app(m) for m in BOOT_TEXTS if app(m) != m}
    finally:
        i18n.set_language(previous)
    return out
