#!/usr/bin/env python3
"""Build the generated part of the page, web/build/.

- web/build/pyodide/: the Pyodide runtime files, copied from node_modules/pyodide
  (installed by ``npm ci`` at the version pinned in package-lock.json).
- web/build/gongzhu.zip: the ``gongzhu`` package, which the Web Worker unpacks
  with ``pyodide.unpackArchive``.

The zip is deterministic (sorted entries, fixed timestamps and permissions), so
the same sources always give the same bytes; it is only rewritten when those
bytes change. Copies are skipped when size and modification time already match.
Stdlib only; run by scripts/play and scripts/test.

Usage: python3 scripts/build.py [--package DIR] [--out DIR]
"""

from __future__ import annotations

import argparse
import io
import shutil
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# 1980-01-01, the earliest time a zip entry can carry.
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)


class BuildError(Exception):
    """A build step cannot be carried out; the message says why."""


def copy_runtime(source: Path, target: Path) -> int:
    """Copy exactly RUNTIME_FILES from ``source`` to ``target``; return total bytes."""
    missing = [name for name in RUNTIME_FILES if not (source / name).is_file()]
    if missing:
        raise BuildError(f"{source} lacks {', '.join(missing)}: run `npm ci` first")
    target.mkdir(parents=True, exist_ok=True)
    for stale in target.iterdir():
        if stale.name not in RUNTIME_FILES:
            if stale.is_dir():
                shutil.rmtree(stale)
            else:
                stale.unlink()
    total = 0
    for name in RUNTIME_FILES:
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


def package_files(package: Path) -> list[Path]:
    """Files of ``package`` that belong in the archive, sorted; no caches, no dotfiles."""
    files = []
    for path in package.rglob("*"):
        relative = path.relative_to(package)
        if any(part == "__pycache__" or part.startswith(".") for part in relative.parts):
            continue
        if path.is_file() and path.suffix not in {".pyc", ".pyo"}:
            files.append(path)
    return sorted(files, key=lambda p: p.relative_to(package).as_posix())


def zip_package(package: Path) -> bytes:
    """The deterministic zip of ``package``, entries named ``<package name>/...``."""
    if not (package / "__init__.py").is_file():
        raise BuildError(f"{package} is not a Python package (no __init__.py)")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in package_files(package):
            name = f"{package.name}/{path.relative_to(package).as_posix()}"
            info = zipfile.ZipInfo(name, date_time=ZIP_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, so the permissions above are read back
            archive.writestr(info, path.read_bytes(), compresslevel=9)
    return buffer.getvalue()


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` unless it already holds exactly that; True if written."""
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_bytes(data)
    temporary.replace(path)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build web/build/ for the page.")
    parser.add_argument("--package", type=Path, default=ROOT / "gongzhu")
    parser.add_argument("--out", type=Path, default=ROOT / "web" / "build")
    parser.add_argument("--runtime", type=Path, default=ROOT / "node_modules" / "pyodide")
    args = parser.parse_args(argv)
    try:
        runtime_bytes = copy_runtime(args.runtime, args.out / "pyodide")
        archive = zip_package(args.package.resolve())
    except BuildError as error:
        print(f"build: {error}", file=sys.stderr)
        return 1
    changed = write_if_changed(args.out / "gongzhu.zip", archive)
    print(
        f"build: pyodide runtime {runtime_bytes / 1e6:.1f} MB, "
        f"gongzhu.zip {len(archive) / 1e3:.1f} kB{' (rebuilt)' if changed else ''}",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
