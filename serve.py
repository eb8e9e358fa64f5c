#!/usr/bin/env python3
"""Serve Galaxy Table locally, or build it as a static site.

    python3 serve.py                 # http://127.0.0.1:8000/ (fetches the runtime on first run)
    python3 serve.py --port 8080 --host 0.0.0.0
    python3 serve.py --build DIR     # a self-contained static site for any static host
    python3 serve.py --dir DIR       # serve such a built site (with its .br / .gz files)

The page needs only static files; this server adds correct MIME types (.mjs, .wasm,
.webmanifest), HTTP/1.1 (persistent connections) with no-cache revalidation by ETag (a reload
without the service worker gets 304s, not a second download of the runtime), compressed
bodies (brotli or gzip, as the browser accepts: tools/compress.py), and nothing else.
The app runs Python on the main thread, so no cross-origin isolation (COOP/COEP) headers are
needed.
"""
import argparse
import hashlib
import socket
import sys
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

REPO = Path(__file__).resolve().parent
sys.path.insert(0, str(REPO))

from tools import compress, runtime, site  # noqa: E402

MIME = {
    ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8", ".wasm": "application/wasm",
    ".json": "application/json", ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml", ".png": "image/png", ".zip": "application/zip",
    ".py": "text/x-python; charset=utf-8", ".toml": "application/toml; charset=utf-8",
    ".webmanifest": "application/manifest+json", ".txt": "text/plain; charset=utf-8",
    ".map": "application/json",
}


def mime_type(path):
    return MIME.get(Path(path).suffix.lower(), "application/octet-stream")


def etag_matches(header, etag):
    """True if an If-None-Match header (a list of tags, maybe weak, or *) names etag."""
    if not header:
        return False
    tags = [t.strip() for t in header.split(",")]
    return "*" in tags or any(t.removeprefix("W/") == etag for t in tags)


def make_handler(the_site, quiet=True, encoder=None):
    """encoder(value, data, etag, accept_encoding) -> (encoding or None, body): see
    tools/compress.py (Prebuilt, OnDemand); None sends every file as it is."""
    lock = threading.Lock()
    etags = {}  # (path, size, mtime) -> ETag of a file on disk, so big files are hashed once

    def etag_of(value, data):
        if isinstance(value, Path):
            st = value.stat()
            key = (str(value), st.st_size, st.st_mtime_ns)
            if key not in etags:
                etags[key] = '"' + hashlib.sha1(data).hexdigest() + '"'
            return etags[key]
        return '"' + hashlib.sha1(data).hexdigest() + '"'

    class Handler(BaseHTTPRequestHandler):
        # HTTP/1.1: keep-alive, and Chromium revalidates (If-None-Match -> 304) instead of
        # downloading everything again as it does from an HTTP/1.0 server.
        protocol_version = "HTTP/1.1"
        # TCP_NODELAY: a response is written as two sends (headers, then body); with Nagle's
        # algorithm the body's last small segment waited for the browser's delayed ACK of the
        # headers, up to 40 ms per request on a kept-alive connection (measured: boot.js,
        # 7 KB, 48 ms from first to last byte on localhost; README, run 24).
        disable_nagle_algorithm = True

        def version_string(self):
            return "GalaxyTable"

        def log_message(self, fmt, *args):
            if not quiet:
                super().log_message(fmt, *args)

        def _lookup(self):
            path = unquote(urlsplit(self.path).path)
            if ".." in path.split("/"):
                return path, None
            with lock:
                return path, the_site.get(path)

        def do_GET(self, head=False):
            path, value = self._lookup()
            if value is None:
                body = b"not found\n"
                self.send_response(HTTPStatus.NOT_FOUND)
                self.send_header("Content-Type", "text/plain; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if not head:
                    self.wfile.write(body)
                return
            if isinstance(value, bytes):
                data = value
            else:
                try:
                    data = value.read_bytes()
                except OSError:
                    self.send_error(HTTPStatus.NOT_FOUND)
                    return
            etag = etag_of(value, data)
            name = path if not path.endswith("/") else path + "index.html"
            vary = encoder is not None and compress.compressible(name)
            encoding = None
            if vary:
                encoding, data = encoder(value, data, etag, self.headers.get("Accept-Encoding"))
                if encoding:
                    etag = compress.tagged(etag, encoding)
            if etag_matches(self.headers.get("If-None-Match"), etag):
                self.send_response(HTTPStatus.NOT_MODIFIED)
                self.send_header("ETag", etag)
                self.send_header("Cache-Control", "no-cache")
                if vary:
                    self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", mime_type(name))
            self.send_header("Content-Length", str(len(data)))
            if encoding:
                self.send_header("Content-Encoding", encoding)
            if vary:
                self.send_header("Vary", "Accept-Encoding")
            self.send_header("ETag", etag)
            self.send_header("Cache-Control", "no-cache")
            self.send_header("X-Content-Type-Options", "nosniff")
            self.end_headers()
            if not head:
                self.wfile.write(data)

        def do_HEAD(self):
            self.do_GET(head=True)

    return Handler


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, *args, **kwargs):
        self._connections = set()
        self._connections_lock = threading.Lock()
        super().__init__(*args, **kwargs)

    def process_request(self, request, client_address):
        with self._connections_lock:
            self._connections.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request):
        with self._connections_lock:
            self._connections.discard(request)
        super().shutdown_request(request)

    def server_close(self):
        """Stop listening and end the open (keep-alive) connections too, so a stopped server
        is really gone for the browser."""
        super().server_close()
        with self._connections_lock:
            connections = list(self._connections)
        for sock in connections:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def handle_error(self, request, client_address):
        # a browser that closes a connection mid-download (reload, tab closed) is normal
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(host="127.0.0.1", port=8000, repo=REPO, quiet=True):
    """A ready (not yet serving) HTTP server for the app; port 0 picks a free port."""
    cache = Path(repo) / compress.CACHE_DIR
    server = Server((host, port), make_handler(site.Site(repo), quiet=quiet,
                                               encoder=compress.OnDemand(cache)))
    return server


class DirSite:
    """A built site on disk (`--build` output) served as is, like a plain static host."""

    def __init__(self, directory):
        self.root = Path(directory).resolve()

    def get(self, rel):
        rel = rel.lstrip("/") or "index.html"
        if rel.endswith("/"):
            rel += "index.html"
        parts = rel.split("/")
        if any(part in ("", ".", "..") or part.startswith(".") for part in parts):
            return None
        path = self.root.joinpath(*parts)
        return path if path.is_file() else None


def make_static_server(directory, host="127.0.0.1", port=0, quiet=True):
    """A server for a built site directory (`--dir`, and tests): each file as it is, or its
    X.br / X.gz written beside it by the build when the browser accepts that encoding."""
    server = Server((host, port), make_handler(DirSite(directory), quiet=quiet,
                                               encoder=compress.Prebuilt()))
    return server


def port_number(text):
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"port must be 0-65535, not {port}")
    return port


def main(argv=None):
    parser = argparse.ArgumentParser(description="Serve or build Galaxy Table.")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    parser.add_argument("--port", type=port_number, default=8000, help="port to listen on (8000)")
    parser.add_argument("--build", metavar="DIR", help="write the static site to DIR and exit")
    parser.add_argument("--dir", metavar="DIR", help="serve a site built with --build")
    parser.add_argument("--log", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    if args.dir and args.build:
        parser.error("--dir and --build do not go together")
    if args.dir:
        if not (Path(args.dir) / "index.html").is_file():
            print(f"error: {args.dir} holds no index.html (build it with --build)",
                  file=sys.stderr)
            return 1
        return serve_forever(lambda: make_static_server(args.dir, args.host, args.port,
                                                        quiet=not args.log), args.host, args.port)
    try:
        runtime.ensure_runtime(REPO)
    except runtime.RuntimeFetchError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if args.build:
        count = site.build(REPO, args.build)
        print(f"built {count} files into {Path(args.build).resolve()}")
        print("serve that folder with any static web server (see README.md)")
        return 0
    return serve_forever(lambda: make_server(args.host, args.port, quiet=not args.log),
                         args.host, args.port)


def serve_forever(make, host_name, port):
    """Start the server make() returns, print its URL, serve until Ctrl+C."""
    try:
        server = make()
    except OSError as exc:
        print(f"error: cannot listen on {host_name}:{port}: {exc.strerror or exc}",
              file=sys.stderr)
        return 1
    host = host_name if ":" not in host_name else f"[{host_name}]"
    print(f"Galaxy Table at http://{host}:{server.server_address[1]}/  (Ctrl+C to stop)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("stopped")
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
