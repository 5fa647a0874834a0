#!/usr/bin/env python3
"""Serve the static page in web/ on the loopback interface.

A small stdlib server with the MIME types the page needs (``.wasm`` must be
``application/wasm`` for streaming compilation, ``.mjs`` must be JavaScript for
module imports) and ``Cache-Control: no-cache``, so a browser always revalidates
and never runs a stale build. Used by scripts/play and by the browser tests.

Compression: when the browser accepts it, a file with a Brotli (``FILE.br``) or
gzip (``FILE.gz``) copy beside it (scripts/build.py writes them for the large
files) is sent as that copy with ``Content-Encoding``; other text files of 1 kB
or more are gzipped on the fly. Every such answer carries ``Vary: Accept-Encoding``.

Usage: python3 scripts/serve.py [--port N] [--host ADDR] [--directory DIR]
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import io
import os
import sys
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, BinaryIO, ClassVar

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


# Precompressed copies, best first: (Content-Encoding, suffix of the copy).
ENCODED_COPIES = (("br", ".br"), ("gzip", ".gz"))
# Sent gzipped on the fly when no copy exists, from this size on.
TEXT_TYPES = ("text/", "application/json", "application/manifest+json", "image/svg+xml")
ON_THE_FLY_MIN_BYTES = 1024


def accepted_encodings(header: str | None) -> set[str]:
    """The content codings an ``Accept-Encoding`` header allows (``q=0`` excluded).

    >>> sorted(accepted_encodings("gzip, deflate, br, zstd"))
    ['br', 'deflate', 'gzip', 'zstd']
    >>> sorted(accepted_encodings("br;q=0, gzip;q=0.5"))
    ['gzip']
    """
    accepted = set()
    for item in (header or "").split(","):
        coding, _, params = item.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if coding and quality > 0:
            accepted.add(coding.strip().lower())
    return accepted


class PageRequestHandler(SimpleHTTPRequestHandler):
    """Static files with fixed MIME types, compression, and revalidation on every load."""

    extensions_map = MIME_TYPES
    quiet: ClassVar[bool] = False
    vary = False

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        if self.vary:
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def send_head(self) -> BinaryIO | io.BytesIO | None:
        """Like the base class, but sends a compressed form of a file when one is accepted."""
        self.vary = False
        path = Path(self.translate_path(self.path))
        if not path.is_file() or self.path.endswith("/"):
            return super().send_head()  # directories, redirects, 404
        content_type = self.guess_type(str(path))
        compressible = (path.suffix not in {".br", ".gz"}) and (
            any(path.with_name(path.name + suffix).is_file() for _, suffix in ENCODED_COPIES)
            or content_type.startswith(TEXT_TYPES)
        )
        if not compressible:
            return super().send_head()
        self.vary = True
        accepted = accepted_encodings(self.headers.get("Accept-Encoding"))
        for coding, suffix in ENCODED_COPIES:
            copy = path.with_name(path.name + suffix)
            if coding in accepted and copy.is_file() and copy.stat().st_mtime >= path.stat().st_mtime:
                return self._send_file(copy, content_type, coding, path.stat().st_mtime)
        if "gzip" in accepted and content_type.startswith(TEXT_TYPES) and path.stat().st_size >= ON_THE_FLY_MIN_BYTES:
            return self._send_file(path, content_type, "gzip", path.stat().st_mtime, compress=True)
        return super().send_head()

    def _send_file(
        self, path: Path, content_type: str, coding: str, modified: float, compress: bool = False
    ) -> BinaryIO | io.BytesIO | None:
        since = self.headers.get("If-Modified-Since")
        if since and not self.headers.get("If-None-Match"):
            try:
                if int(modified) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(304)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, IndexError, OverflowError):
                pass
        body: BinaryIO | io.BytesIO
        if compress:
            body = io.BytesIO(gzip.compress(path.read_bytes(), compresslevel=6, mtime=0))
            length = len(body.getvalue())
        else:
            body = path.open("rb")
            length = os.fstat(body.fileno()).st_size
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(length))
        self.send_header("Last-Modified", self.date_time_string(int(modified)))
        self.end_headers()
        return body

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
