#!/usr/bin/env python3
"""Build the generated part of the page, web/build/.

- web/build/pyodide/: the Pyodide runtime files, copied from node_modules/pyodide
  (installed by ``npm ci`` at the version pinned in package-lock.json), but for the
  standard library and the lock file, which are trimmed to what the page uses
  (scripts/stdlib.py: the modules listed in scripts/stdlib-modules.txt, without
  comments and docstrings; a lock file listing no package).
- web/build/gongzhu.zip: the ``gongzhu`` package but its command-line tools
  (``gongzhu/tools/``), which the Web Worker unpacks
  with ``pyodide.unpackArchive``.
- Both zips hold bytecode (``x.pyc``), not source: compiled by the pinned
  Pyodide's own Python under Node (scripts/compile_pyc.mjs), so that a start
  does not compile about 150 modules, which is most of its CPU time on a phone.
  The zips are stored, not deflated: their Brotli copies compress all the files
  together.
- web/build/page.js and web/build/worker.js: the page's modules (web/js/start.js
  and all it imports) and the worker's (web/js/engine/worker.js and its imports), each
  bundled by esbuild (pinned in package-lock.json), so that a visit asks for a few
  scripts instead of about fifty. page.js is only start.js, which starts Python's
  worker before anything else arrives; it then asks for web/js/main.js, which is
  main-<hash>.js with the code it shares with the rest of the page in chunk-<hash>.js;
  the rest of the page (web/js/app.js, which main.js imports with ``import()``) is
  app-<hash>.js, asked for once Python is. They sit one directory deep,
  as web/js/ does, so the modules' own addresses (``new URL("../i18n/...",
  import.meta.url)`` and the like) stay right: an address is the bundle's, so
  web/js/engine/'s modules write theirs as if they sat in web/js/ too. The page loads only these; the
  modules in web/js/ are their source (and what tests/js/ unit-tests).
- web/build/openings.json: the first table of a few game codes, made with CPython
  by the engine itself (``webapi.handle``: ``info`` and ``new_game`` with the default
  rules and level), bundled with main.js: a first visit draws one of them at once
  and starts that very game once Python is up (web/js/engine/boot.js). The codes are drawn
  from the package's own hash, so the same package always gives the same file.
- Brotli (``.br``) and gzip (``.gz``) copies of the large files in web/build/, for
  servers that send them with ``Content-Encoding`` (scripts/serve.py does).
- web/build/version.json: the version (from pyproject.toml), the Pyodide version,
  and one content hash of everything the page loads (runtime, package zip and
  every page file in web/), with each file's size and SHA-256. Cache names, the
  update check and the memory-snapshot key use that hash.
- web/build/precache.js: the same record as a classic script, for the service
  worker (web/sw.js imports it, so a new build changes the worker's bytes and
  browsers see the update).

The zip is deterministic (sorted entries, fixed timestamps and permissions), so
the same sources always give the same bytes; it is only rewritten when those
bytes change. Copies are skipped when size and modification time already match;
compressed copies are made again only when their source's content changed.
Stdlib only, plus Node.js (already needed for the runtime) for Brotli and
esbuild; run by scripts/play and scripts/test.

Usage: python3 scripts/build.py [--web DIR] [--out DIR] [--package DIR] [--esbuild PATH] [--brotli-quality 0..11]
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import hashlib
import io
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import stdlib

ROOT = Path(__file__).resolve().parent.parent

RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Of those, the ones the build writes trimmed (scripts/stdlib.py) instead of copying.
STDLIB = "python_stdlib.zip"
LOCK_FILE = "pyodide-lock.json"
TRIMMED_FILES = (STDLIB, LOCK_FILE)
# Remembers what the trimmed files were made from (trimming takes seconds): not served, not hashed.
TRIMMED_RECORD = ".trimmed.json"
# Compiles zips of Python files to bytecode with the pinned Pyodide's own Python (Node.js).
COMPILE_SCRIPT = Path(__file__).resolve().parent / "compile_pyc.mjs"
# Compiled zips by what they were made from, and how many are kept.
COMPILE_CACHE = ROOT / "node_modules" / ".cache" / "gongzhu-pyc"
COMPILE_CACHE_KEEPS = 12

# 1980-01-01, the earliest time a zip entry can carry.
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)

# Compressed copies sit beside their source, with these suffixes.
ENCODINGS = {"br": ".br", "gzip": ".gz"}
#: The package's folders the page never imports: the command line's tools (``gongzhu/tools/``).
PAGE_LEAVES_OUT = ("tools",)
# Files in web/build/ at least this large get compressed copies, when they save at least 5%.
COMPRESS_MIN_BYTES = 4096
# Remembers which source content each compressed copy was made from (not served, not hashed).
COMPRESSED_RECORD = ".compressed.json"
# Brotli 11 with a 16 MB window: the 9.6 MB wasm moves 2.77 MB instead of 3.13 MB at 9, on a phone's
# Slow 4G about 2 s less; it costs about 30 s of one core, once per runtime (the record below keeps it).
DEFAULT_BROTLI_QUALITY = 11
# Files below this size always get Brotli 11 (seconds), whatever --brotli-quality asks for.
BROTLI_MAX_BELOW = 4 << 20
BROTLI_SCRIPT = Path(__file__).resolve().parent / "brotli.mjs"

# The first tables made for a first visit (web/build/openings.json), and how many.
OPENINGS_FILE = "openings.json"
OPENINGS = 12
GAME_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # as web/js/gamecode.js

# The bundles: what web/build/ gets, from which module of web/ (and everything that module imports).
BUNDLES = {"page.js": "js/start.js", "worker.js": "js/engine/worker.js"}
# Remembers the files the bundles were last written as (their parts' names change with their content).
BUNDLES_RECORD = ".bundles.json"
# The directories of the bundles' sources: not loaded by the page, so neither hashed nor stored for offline play.
BUNDLED_SOURCES = {entry.split("/")[0] for entry in BUNDLES.values()}
# What the bundles must run on: module workers, top-level await, class fields.
BUNDLE_TARGET = "es2022"
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"

# Written by the build from the others, so not part of the hash they carry.
VERSION_FILE = "version.json"
PRECACHE_FILE = "precache.js"
# The service worker itself: hashed (a change to it is a new build) but never precached.
SERVICE_WORKER = "sw.js"


class BuildError(Exception):
    """A build step cannot be carried out; the message says why."""


def copy_runtime(source: Path, target: Path) -> int:
    """Copy exactly RUNTIME_FILES from ``source`` to ``target``; return total bytes.

    Anything else in ``target`` is removed, except the compressed copies of those files.
    """
    missing = [name for name in RUNTIME_FILES if not (source / name).is_file()]
    if missing:
        raise BuildError(f"{source} lacks {', '.join(missing)}: run `npm ci` first")
    target.mkdir(parents=True, exist_ok=True)
    keep = set(RUNTIME_FILES) | {name + suffix for name in RUNTIME_FILES for suffix in ENCODINGS.values()}
    keep.add(TRIMMED_RECORD)
    for stale in target.iterdir():
        if stale.name not in keep:
            if stale.is_dir():
                shutil.rmtree(stale)
            else:
                stale.unlink()
    total = 0
    for name in RUNTIME_FILES:
        if name in TRIMMED_FILES:
            continue
        src, dst = source / name, target / name
        src_stat = src.stat()
        total += src_stat.st_size
        if dst.is_file():
            dst_stat = dst.stat()
            if (dst_stat.st_size, int(dst_stat.st_mtime)) == (
                src_stat.st_size,
                int(src_stat.st_mtime),
            ):
                continue
        shutil.copy2(src, dst)
    return total


def write_trimmed(source: Path, target: Path, compiler: Path) -> int:
    """Writes the trimmed standard library and lock file (scripts/stdlib.py) when their sources changed; their bytes."""
    inputs = [
        source / STDLIB,
        source / LOCK_FILE,
        stdlib.MODULES_FILE,
        Path(stdlib.__file__),
        COMPILE_SCRIPT,
        Path(__file__),
    ]
    key = hashlib.sha256(
        ("".join(sha256_file(path) for path in inputs) + runtime_version(compiler)).encode()
    ).hexdigest()
    record = target / TRIMMED_RECORD
    outputs = [target / name for name in TRIMMED_FILES]
    if not (record.is_file() and record.read_text(encoding="utf-8") == key and all(p.is_file() for p in outputs)):
        files, _ = stdlib.read_modules()
        try:
            trimmed = stdlib.trimmed_stdlib((source / STDLIB).read_bytes(), files)
            write_if_changed(target / STDLIB, compiled_stdlib(compiler, trimmed, set(files)))
            write_if_changed(target / LOCK_FILE, stdlib.trimmed_lock((source / LOCK_FILE).read_bytes()))
        except (ValueError, KeyError) as error:
            raise BuildError(f"trimming the standard library failed: {error}") from error
        record.write_text(key, encoding="utf-8")
    return sum(path.stat().st_size for path in outputs)


def compiled(compiler: Path, archive: bytes, *, lines: bool) -> bytes:
    """``archive`` (a zip) with each ``x.py`` compiled to ``x.pyc`` by ``compiler``'s Python (scripts/compile_pyc.mjs).

    Python then imports the bytecode instead of compiling the source at each start:
    that is most of the CPU time of a start. ``lines=False`` leaves out the line tables.
    Results are kept in node_modules/.cache/ by what they were made from, as the
    compiler gives the same bytes for the same source.
    """
    made_from = [
        hashlib.sha256(archive).hexdigest(),
        str(lines),
        sha256_file(COMPILE_SCRIPT),
        runtime_version(compiler),
    ]
    cached = COMPILE_CACHE / f"{hashlib.sha256(' '.join(made_from).encode()).hexdigest()}.zip"
    if cached.is_file():
        return cached.read_bytes()
    node = shutil.which("node")
    if node is None:
        raise BuildError("Node.js (node on PATH) is needed to compile the Python files")
    with tempfile.TemporaryDirectory() as tmp:
        given, made = Path(tmp) / "source.zip", Path(tmp) / "compiled.zip"
        given.write_bytes(archive)
        arguments = [node, str(COMPILE_SCRIPT), str(compiler), str(given), str(made), "lines" if lines else "nolines"]
        result = subprocess.run(arguments, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise BuildError(f"compiling the Python files failed: {result.stderr.strip()[-2000:] or result.returncode}")
        data = made.read_bytes()
    with contextlib.suppress(OSError):  # a cache that cannot be written only costs time
        write_if_changed(cached, data)
        for old in sorted(COMPILE_CACHE.glob("*.zip"), key=lambda path: path.stat().st_mtime)[:-COMPILE_CACHE_KEEPS]:
            old.unlink()
    return data


def compiled_stdlib(compiler: Path, trimmed: bytes, imported: set[str]) -> bytes:
    """The trimmed library with the files a start imports (``imported``) compiled, the others left as source.

    Without line tables: a fifth fewer bytes; a traceback in the library then names no line.
    """
    with zipfile.ZipFile(io.BytesIO(trimmed)) as given:
        entries = {info.filename: (info, given.read(info)) for info in given.infolist()}
    chosen = io.BytesIO()
    with zipfile.ZipFile(chosen, "w") as part:
        for name, (info, data) in entries.items():
            if name in imported:
                part.writestr(info, data, compress_type=zipfile.ZIP_STORED)
    with zipfile.ZipFile(io.BytesIO(compiled(compiler, chosen.getvalue(), lines=False))) as made:
        for info in made.infolist():
            entries.pop(info.filename[:-1], None)  # its source goes; its bytecode comes
            entries[info.filename] = (info, made.read(info))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as out:
        for name in sorted(entries):
            info, data = entries[name]
            out.writestr(info, data, compress_type=zipfile.ZIP_STORED)
    return buffer.getvalue()


def page_package(archive: bytes) -> bytes:
    """The package zip ``archive`` as the page loads its source: without comments and docstrings, stored."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(archive)) as given, zipfile.ZipFile(buffer, "w") as out:
        for info in given.infolist():
            data = given.read(info)
            if info.filename.endswith(".py"):
                data = stdlib.strip_source(data.decode("utf-8")).encode("utf-8")
            out.writestr(info, data, compress_type=zipfile.ZIP_STORED)
    return buffer.getvalue()


def write_package(compiler: Path, archive: bytes, path: Path) -> bool:
    """Writes the page's package (``archive`` stripped and compiled) unless it is already there; True if written."""
    return write_if_changed(path, compiled(compiler, page_package(archive), lines=True))


def runtime_version(source: Path) -> str:
    """The Pyodide version, from the npm package's package.json."""
    try:
        version = json.loads((source / "package.json").read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise BuildError(f"cannot read the Pyodide version from {source / 'package.json'}: {error}") from error
    if not isinstance(version, str):
        raise BuildError(f"{source / 'package.json'} has no version string")
    return version


def project_version(pyproject: Path) -> str:
    """The one version number of the project, ``[project] version`` in pyproject.toml."""
    try:
        version = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
    except (OSError, tomllib.TOMLDecodeError, KeyError, TypeError) as error:
        raise BuildError(f"cannot read [project] version from {pyproject}: {error}") from error
    if not isinstance(version, str):
        raise BuildError(f"{pyproject}: [project] version is not a string")
    return version


def package_files(package: Path, leave_out: tuple[str, ...] = ()) -> list[Path]:
    """Files of ``package`` that belong in the archive, sorted; no caches, no dotfiles, no folder in ``leave_out``."""
    files = []
    for path in package.rglob("*"):
        relative = path.relative_to(package)
        if any(part == "__pycache__" or part.startswith(".") for part in relative.parts):
            continue
        if relative.parts[0] in leave_out:
            continue
        if path.is_file() and path.suffix not in {".pyc", ".pyo"}:
            files.append(path)
    return sorted(files, key=lambda p: p.relative_to(package).as_posix())


def zip_package(package: Path, leave_out: tuple[str, ...] = ()) -> bytes:
    """The deterministic zip of ``package``, entries named ``<package name>/...``, without the folders ``leave_out``."""
    if not (package / "__init__.py").is_file():
        raise BuildError(f"{package} is not a Python package (no __init__.py)")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in package_files(package, leave_out):
            name = f"{package.name}/{path.relative_to(package).as_posix()}"
            info = zipfile.ZipInfo(name, date_time=ZIP_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, so the permissions above are read back
            archive.writestr(info, path.read_bytes(), compresslevel=9)
    return buffer.getvalue()


def write_openings(package: Path, archive: bytes, path: Path) -> None:
    """Writes the first tables (openings.json) unless they are already those of this package."""
    digest = hashlib.sha256(archive).hexdigest()
    try:
        if json.loads(path.read_text(encoding="utf-8")).get("package") == digest:
            return
    except (OSError, ValueError, AttributeError):
        pass
    write_if_changed(path, openings(package, digest))


def openings(package: Path, digest: str, count: int = OPENINGS) -> bytes:
    """The first tables of ``count`` game codes drawn from the package's hash ``digest``, as the engine deals them."""
    rng = random.Random(digest)
    codes = ["".join(rng.choice(GAME_CODE_ALPHABET) for _ in range(6)) for _ in range(count)]
    script = (
        "import json, sys\n"
        "from gongzhu.webapi import Session\n"
        "session = Session()\n"
        "ask = lambda request: json.loads(session.handle(json.dumps(request)))\n"
        "info = ask({'op': 'info'})['info']\n"
        "tables = [{'code': code, 'view': ask({'op': 'new_game', 'seed': code})['view']} for code in sys.argv[2:]]\n"
        "print(json.dumps({'info': info, 'openings': tables, 'package': sys.argv[1]}, sort_keys=True))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script, digest, *codes], cwd=package.parent, capture_output=True, text=True, check=False
    )
    if result.returncode != 0:
        raise BuildError(f"the first tables could not be made:\n{result.stderr.strip()}")
    return result.stdout.encode()


def bundle(esbuild: Path, entry: Path, name: str) -> dict[str, bytes]:
    """``entry`` and every module it imports, as the ES module ``name`` and the parts it loads later (esbuild).

    A module imported with ``import()`` goes into a part of its own, with what only
    it needs (``app-<hash>.js``); code shared by the two goes into ``chunk-<hash>.js``,
    which ``name`` imports. So the page's first script is small, and Python is asked
    for before the rest of the page has even arrived. Only the white space is
    taken out: names stay, so errors stay readable.
    """
    if not entry.is_file():
        raise BuildError(f"{entry} is missing")
    if not esbuild.is_file():
        raise BuildError(f"{esbuild} is missing: run `npm ci` first")
    with tempfile.TemporaryDirectory() as tmp:
        arguments = [str(esbuild), str(entry), "--bundle", "--format=esm", "--splitting", f"--outdir={tmp}"]
        arguments += [f"--entry-names={Path(name).stem}", "--chunk-names=[name]-[hash]", f"--target={BUNDLE_TARGET}"]
        arguments += ["--charset=utf8", "--minify-whitespace", "--log-level=error"]
        result = subprocess.run(arguments, capture_output=True, check=False)
        if result.returncode != 0:
            raise BuildError(f"bundling {entry.name} failed:\n{result.stderr.decode(errors='replace').strip()}")
        source = f"web/{entry.parent.name}/{entry.name}"
        files = {}
        for path in sorted(Path(tmp).iterdir()):
            what = "and the modules it imports" if path.name == name else f"(a part {name} loads)"
            files[path.name] = f"// Built by scripts/build.py from {source} {what}.\n".encode() + path.read_bytes()
    return files


def write_bundles(esbuild: Path, web: Path, out: Path) -> list[str]:
    """Writes each of BUNDLES and its parts that changed, removes parts of earlier builds; returns the names written."""
    made: dict[str, bytes] = {}
    for name, entry in BUNDLES.items():
        made.update(bundle(esbuild, web / entry, name))
    record = out / BUNDLES_RECORD
    try:
        earlier = set(json.loads(record.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        earlier = set()
    for stale in earlier - set(made):
        for suffix in ("", *ENCODINGS.values()):  # with its compressed copies, or they would look like page files
            (out / (stale + suffix)).unlink(missing_ok=True)
    written = [name for name, data in made.items() if write_if_changed(out / name, data)]
    write_if_changed(record, json.dumps(sorted(made)).encode())
    return written


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` unless it already holds exactly that; True if written."""
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_bytes(data)
    temporary.replace(path)
    return True


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def is_compressed_copy(path: Path) -> bool:
    return path.suffix in ENCODINGS.values() and path.with_suffix("").is_file()


def page_files(web: Path, out: Path) -> list[Path]:
    """What the page loads: every file of ``web`` outside ``out`` plus the runtime and package in ``out``.

    Dotfiles, temporary files and compressed copies are left out, and so are the
    files the build derives from these (version.json, precache.js) and the
    modules in web/js/, which the page loads only as the bundles made from them.
    """
    files = []
    for path in web.rglob("*"):
        if not path.is_file():
            continue
        relative = path.relative_to(web)
        if any(part.startswith(".") for part in relative.parts) or path.suffix == ".tmp":
            continue
        if is_compressed_copy(path) or relative.parts[0] in BUNDLED_SOURCES:
            continue
        if path.is_relative_to(out) and path.relative_to(out).as_posix() in {
            VERSION_FILE,
            PRECACHE_FILE,
            OPENINGS_FILE,
        }:
            continue
        files.append(path)
    return sorted(files, key=lambda p: p.relative_to(web).as_posix())


def build_record(web: Path, out: Path, version: str, pyodide: str) -> dict[str, Any]:
    """version.json's content: versions, the build hash, and each file's size and SHA-256.

    The hash is the SHA-256 of the lines ``<path> <sha256>`` of all files, sorted
    by path; its first 16 hex digits name the build.
    """
    files = {
        path.relative_to(web).as_posix(): {"size": path.stat().st_size, "sha256": sha256_file(path)}
        for path in page_files(web, out)
    }
    listing = "".join(f"{name} {entry['sha256']}\n" for name, entry in files.items())
    build_hash = hashlib.sha256(listing.encode()).hexdigest()[:16]
    precache = [name for name in files if name != SERVICE_WORKER]
    return {"version": version, "pyodide": pyodide, "hash": build_hash, "precache": precache, "files": files}


def write_record(out: Path, record: dict[str, Any]) -> bool:
    """Writes version.json and precache.js; True if either changed."""
    text = json.dumps(record, indent=1, sort_keys=True) + "\n"
    script = (
        "// Written by scripts/build.py: what the service worker stores, and the build hash.\n"
        f"self.GONGZHU_BUILD = {json.dumps(record, sort_keys=True, separators=(',', ':'))};\n"
    )
    changed = write_if_changed(out / VERSION_FILE, text.encode())
    return write_if_changed(out / PRECACHE_FILE, script.encode()) or changed


def compressible(out: Path) -> list[Path]:
    """Files in ``out`` large enough to be worth compressed copies."""
    return sorted(
        path
        for path in out.rglob("*")
        if path.is_file()
        and not path.name.startswith(".")
        and path.suffix not in {*ENCODINGS.values(), ".tmp"}
        and path.stat().st_size >= COMPRESS_MIN_BYTES
    )


def brotli_files(jobs: list[tuple[Path, Path]], quality: int) -> None:
    """Brotli-compress each ``(source, target)`` with Node's zlib (no extra package)."""
    if not jobs:
        return
    node = shutil.which("node")
    if node is None:
        raise BuildError("Node.js (node on PATH) is needed for the Brotli copies")
    arguments = [node, str(BROTLI_SCRIPT), str(quality)]
    for source, target in jobs:
        arguments += [str(source), str(target)]
    result = subprocess.run(arguments, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise BuildError(f"Brotli compression failed: {result.stderr.strip() or result.returncode}")


def compress(out: Path, brotli_quality: int) -> list[str]:
    """Writes ``.br`` and ``.gz`` copies of the large files in ``out``; returns the names redone.

    A copy that would not save 5% is not kept (the server then sends the file as
    it is). Copies whose source is gone are removed.
    """
    record_path = out / COMPRESSED_RECORD
    try:
        record = json.loads(record_path.read_text(encoding="utf-8"))
        if not isinstance(record, dict):
            record = {}
    except (OSError, ValueError):
        record = {}
    wanted: dict[str, dict[str, Any]] = {}
    todo: list[Path] = []
    for source in compressible(out):
        name = source.relative_to(out).as_posix()
        digest = sha256_file(source)
        quality = 11 if source.stat().st_size < BROTLI_MAX_BELOW else brotli_quality
        done = record.get(name)
        if (
            isinstance(done, dict)
            and done.get("sha256") == digest
            and done.get("brotli") == quality
            and isinstance(done.get("copies"), list)
            and all(source.with_name(source.name + suffix).is_file() for suffix in done["copies"])
        ):
            wanted[name] = done
            # The server sends a copy only if it is not older than its source: a source
            # copied again with the same bytes (a new `npm ci`) must not make it look stale.
            source_time = source.stat().st_mtime_ns
            for suffix in done["copies"]:
                copy = source.with_name(source.name + suffix)
                if copy.stat().st_mtime_ns < source_time:
                    os.utime(copy, ns=(source_time, source_time))
        else:
            wanted[name] = {"sha256": digest, "brotli": quality, "copies": []}
            todo.append(source)
    for small in (True, False):
        jobs = [(source, source.with_name(source.name + ".br.tmp")) for source in todo]
        jobs = [job for job in jobs if (job[0].stat().st_size < BROTLI_MAX_BELOW) == small]
        brotli_files(jobs, max(brotli_quality, 11) if small else brotli_quality)
    for source in todo:
        data = source.read_bytes()
        brotli_copy = source.with_name(source.name + ".br.tmp")
        copies = {".br": brotli_copy.read_bytes(), ".gz": gzip.compress(data, compresslevel=9, mtime=0)}
        brotli_copy.unlink()
        for suffix, packed in copies.items():
            target = source.with_name(source.name + suffix)
            if len(packed) <= 0.95 * len(data):
                write_if_changed(target, packed)
                wanted[source.relative_to(out).as_posix()]["copies"].append(suffix)
            else:
                target.unlink(missing_ok=True)
    # Copies of files that are gone (or now too small) go too.
    for path in list(out.rglob("*")):
        if path.suffix in ENCODINGS.values() and path.with_suffix("").relative_to(out).as_posix() not in wanted:
            path.unlink()
    write_if_changed(record_path, (json.dumps(wanted, indent=1, sort_keys=True) + "\n").encode())
    return [source.relative_to(out).as_posix() for source in todo]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build web/build/ for the page.")
    parser.add_argument("--package", type=Path, default=ROOT / "gongzhu")
    parser.add_argument("--web", type=Path, default=ROOT / "web", help="the page's directory (hashed)")
    parser.add_argument("--out", type=Path, default=None, help="where to build (default: WEB/build)")
    parser.add_argument("--runtime", type=Path, default=ROOT / "node_modules" / "pyodide")
    parser.add_argument(
        "--compiler", type=Path, default=None, help="the Pyodide that compiles the Python files (default: the runtime)"
    )
    parser.add_argument("--pyproject", type=Path, default=ROOT / "pyproject.toml")
    parser.add_argument(
        "--esbuild", type=Path, default=ESBUILD, help="the esbuild binary (default: node_modules/.bin/esbuild)"
    )
    parser.add_argument(
        "--brotli-quality",
        type=int,
        choices=range(12),
        default=DEFAULT_BROTLI_QUALITY,
        metavar="0..11",
        help=f"Brotli level (default {DEFAULT_BROTLI_QUALITY}; 11 is smallest and slowest)",
    )
    args = parser.parse_args(argv)
    web = args.web.resolve()
    out = (args.out or web / "build").resolve()
    try:
        version = project_version(args.pyproject)
        runtime_bytes = copy_runtime(args.runtime, out / "pyodide")
        compiler = args.compiler or args.runtime
        runtime_bytes += write_trimmed(args.runtime, out / "pyodide", compiler)
        archive = zip_package(args.package.resolve(), PAGE_LEAVES_OUT)
        changed = write_package(compiler, archive, out / "gongzhu.zip")
        write_openings(args.package.resolve(), archive, out / OPENINGS_FILE)
        bundled = write_bundles(args.esbuild, web, out)
        record = build_record(web, out, version, runtime_version(args.runtime))
        write_record(out, record)
        recompressed = compress(out, args.brotli_quality)
    except BuildError as error:
        print(f"build: {error}", file=sys.stderr)
        return 1
    print(
        f"build: {version} {record['hash']}: pyodide runtime {runtime_bytes / 1e6:.1f} MB, "
        f"gongzhu.zip {(out / 'gongzhu.zip').stat().st_size / 1e3:.1f} kB{' (rebuilt)' if changed else ''}"
        + (f", bundled {' and '.join(bundled)}" if bundled else "")
        + (f", compressed {len(recompressed)} files" if recompressed else ""),
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
