#!/usr/bin/env python3
"""Serve the static page in web/ on the loopback interface.

A small stdlib server with the MIME types the page needs (``.wasm`` must be
``application/wasm`` for streaming compilation, ``.mjs`` must be JavaScript for
module imports) and ``Cache-Control: no-cache``, so a browser always revalidates
and never runs a stale build. Used by scripts/play and by the browser tests.

Usage: python3 scripts/serve.py [--port N] [--host ADDR] [--directory DIR]
"""

from __future__ import annotations

import argparse
import functools
import sys
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent.parent

MIME_TYPES: dict[str, str] = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
}


class PageRequestHandler(SimpleHTTPRequestHandler):
    """Static files with fixed MIME types and revalidation on every load."""

    extensions_map = MIME_TYPES
    quiet: ClassVar[bool] = False

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class QuietPageRequestHandler(PageRequestHandler):
    quiet = True


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000, quiet: bool = False) -> ThreadingHTTPServer:
    """A server for ``directory``, bound but not yet serving; port 0 picks a free port."""
    handler_class = QuietPageRequestHandler if quiet else PageRequestHandler
    handler = functools.partial(handler_class, directory=str(directory))
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server


def server_url(server: ThreadingHTTPServer) -> str:
    host, port = server.server_address[:2]
    return f"http://{host!s}:{port}/"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve web/ on the loopback interface.")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 = any free)")
    parser.add_argument("--host", default="127.0.0.1", help="address (default 127.0.0.1)")
    parser.add_argument("--directory", type=Path, default=ROOT / "web")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    try:
        server = make_server(args.directory, args.host, args.port, args.quiet)
    except OSError as error:
        print(f"serve: cannot listen on {args.host}:{args.port}: {error}", file=sys.stderr)
        return 1
    with server:
        print(f"Gong Zhu is served at {server_url(server)}  (Ctrl+C to stop)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("\nStopped.", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
