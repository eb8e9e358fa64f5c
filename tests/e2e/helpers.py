"""Helpers for end-to-end tests: open the app and wait for its states.

The page sets `<html data-gt-state="loading|ready|error">`; the app shell sets
`#app[data-screen="lobby|new-game|game"]`.
"""
READY_TIMEOUT_MS = 90_000  # generous: CI machines are slow and shared


def wait_state(page, timeout=READY_TIMEOUT_MS):
    """Wait until the page is ready or shows its error screen; return the state."""
    page.wait_for_selector("html[data-gt-state=ready], html[data-gt-state=error]",
                           state="attached", timeout=timeout)
    return page.evaluate("document.documentElement.dataset.gtState")


def wait_lobby(page, timeout=READY_TIMEOUT_MS):
    """Wait until the lobby is shown; fail with the error screen's text otherwise."""
    state = wait_state(page, timeout)
    if state == "error":
        raise AssertionError("the app showed its error screen: "
                             + page.inner_text("#boot-error"))
    page.wait_for_selector("#app[data-screen=lobby]", state="attached", timeout=timeout)
    return page


def open_app(page, url, timeout=READY_TIMEOUT_MS):
    """Go to url and wait for the lobby."""
    page.goto(url)
    return wait_lobby(page, timeout)


def wait_service_worker(page, timeout=READY_TIMEOUT_MS):
    """Wait until a service worker controls the page (the app is then cached offline)."""
    page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller",
                           timeout=timeout)


def wait_async(page, expression, timeout=READY_TIMEOUT_MS, every_ms=200):
    """Wait until an async JavaScript function (a string) resolves to a truthy value; return it.
    (page.wait_for_function does not await a returned promise: it is truthy at once.) A
    navigation while it asks is waited out."""
    import time

    from playwright.sync_api import Error
    end = time.monotonic() + timeout / 1000
    while True:
        try:
            value = page.evaluate(expression)
        except Error as exc:  # the page navigated meanwhile (a reload): ask the new one
            if "context was destroyed" not in str(exc) and "navigat" not in str(exc):
                raise
            value = None
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"still falsy after {timeout} ms: {expression[:120]}")
        page.wait_for_timeout(every_ms)
