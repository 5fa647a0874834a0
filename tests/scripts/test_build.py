"""scripts/build.py's version record and compressed copies, and how scripts/serve.py chooses an encoding.

These run the build on a small stand-in runtime in a temporary directory (no browser needed).
"""

from __future__ import annotations

import gzip
import io
import json
import os
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest

import build
import serve
import stdlib


def stand_in_stdlib() -> bytes:
    """A standard library zip with every listed file, each with a comment and a docstring, and one more file."""
    files, _ = stdlib.read_modules()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in [*files, *stdlib.EXTRA_FILES, "unused.py", "pyodide/extra.py"]:
            archive.writestr(name, f'"""The module {name}."""\n# a comment\nNAME = {name!r}\n')
    return buffer.getvalue()


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """A page directory and a stand-in Pyodide runtime whose wasm is worth compressing."""
    web = tmp_path / "web"
    (web / "js" / "engine").mkdir(parents=True)
    (web / "index.html").write_text("<!doctype html><title>t</title>\n", encoding="utf-8")
    (web / "js" / "start.js").write_text("console.log(1);\n", encoding="utf-8")
    (web / "js" / "engine" / "worker.js").write_text("self.onmessage = () => {};\n", encoding="utf-8")
    (web / "sw.js").write_text("importScripts('build/precache.js');\n", encoding="utf-8")
    (web / ".hidden").write_text("not served\n", encoding="utf-8")
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    for name in build.RUNTIME_FILES:
        (runtime / name).write_bytes(name.encode() * 2000)
    (runtime / build.STDLIB).write_bytes(stand_in_stdlib())
    (runtime / build.LOCK_FILE).write_text(json.dumps({"info": {"abi_version": "1"}, "packages": {"x": {}}}))
    (runtime / "package.json").write_text('{"version": "9.8.7"}', encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\nversion = "1.2.3"\n', encoding="utf-8")
    return tmp_path


# The stand-in runtime cannot run Python: the pinned Pyodide (npm ci) compiles its library and the package.
COMPILER = ["--compiler", str(build.ROOT / "node_modules" / "pyodide")]


def run_build(site: Path) -> dict[str, Any]:
    arguments = ["--web", str(site / "web"), "--runtime", str(site / "runtime"), *COMPILER]
    assert build.main([*arguments, "--pyproject", str(site / "pyproject.toml")]) == 0
    record: dict[str, Any] = json.loads((site / "web" / "build" / "version.json").read_text(encoding="utf-8"))
    return record


def test_the_record_lists_every_file_with_one_hash(site: Path) -> None:
    record = run_build(site)
    assert record["version"] == "1.2.3" and record["pyodide"] == "9.8.7"
    assert len(record["hash"]) == 16
    web = site / "web"
    # The modules of web/js/ are there only as the bundles made from them.
    expected = {"index.html", "sw.js", "build/gongzhu.zip", "build/page.js", "build/worker.js"} | {
        f"build/pyodide/{name}" for name in build.RUNTIME_FILES
    }
    assert set(record["files"]) == expected
    assert set(record["precache"]) == expected - {"sw.js"}
    for name, entry in record["files"].items():
        assert (web / name).stat().st_size == entry["size"], name
    script = (web / "build" / "precache.js").read_text(encoding="utf-8")
    assert json.loads(script.split(" = ", 1)[1].rstrip(";\n")) == record

    # The same sources give the same hash; any change to a page file gives another.
    assert run_build(site)["hash"] == record["hash"]
    (web / "js" / "start.js").write_text("console.log(2);\n", encoding="utf-8")
    assert run_build(site)["hash"] != record["hash"]


def test_each_bundle_holds_its_entry_and_all_it_imports(site: Path) -> None:
    web = site / "web"
    (web / "js" / "render").mkdir()
    (web / "js" / "start.js").write_text(
        'import { drawn } from "./render/table.js";\n'
        'console.log(drawn(), new URL("../i18n/en.json", import.meta.url).href);\n'
        'import("./late.js").then((late) => console.log(late.LATE));\n',
        encoding="utf-8",
    )
    (web / "js" / "render" / "table.js").write_text('export function drawn() { return "TABLE"; }\n', encoding="utf-8")
    # Large enough to get compressed copies.
    (web / "js" / "late.js").write_text(f'export const LATE = "LATE";\nexport const PAD = "{"pad " * 2000}";\n')
    (web / "js" / "engine" / "worker.js").write_text(
        'import { drawn } from "../render/table.js";\nself.onmessage = () => postMessage(drawn());\n', encoding="utf-8"
    )
    record = run_build(site)
    build_dir = web / "build"
    page = (build_dir / "page.js").read_text(encoding="utf-8")
    worker = (build_dir / "worker.js").read_text(encoding="utf-8")
    [late] = [path for path in build_dir.glob("late-*.js")]
    assert sorted(path.suffix for path in build_dir.glob(late.name + ".*")) == [".br", ".gz"]
    parts = {
        path.name: path.read_text(encoding="utf-8") for path in build_dir.glob("*.js") if path.name != "precache.js"
    }
    # What page.js imports at once is in it or in the parts it names; what it imports later is a part of its own.
    assert '"TABLE"' in page and 'new URL("../i18n/en.json",import.meta.url)' in page
    assert '"LATE"' in late.read_text(encoding="utf-8") and '"LATE"' not in page
    assert f'import("./{late.name}")' in page
    assert '"TABLE"' in worker and '"LATE"' not in worker
    # No module of web/js/ is left to fetch: every import names a part in build/.
    for text in parts.values():
        assert "./render/table.js" not in text and "./late.js" not in text
    assert set(record["precache"]) >= {f"build/{name}" for name in parts}

    # A change to any imported module is a new bundle and a new build; the same sources are not.
    time = (build_dir / "page.js").stat().st_mtime_ns
    assert run_build(site)["hash"] == record["hash"]
    assert (build_dir / "page.js").stat().st_mtime_ns == time
    (web / "js" / "late.js").write_text('export const LATE = "LATER";\n', encoding="utf-8")
    assert run_build(site)["hash"] != record["hash"]
    # The part made again has a new name; the old one is gone, and the service worker no longer keeps it.
    [later] = [path for path in build_dir.glob("late-*.js")]
    assert later.name != late.name and not late.exists()
    assert not list(build_dir.glob(late.name + ".*"))  # nor its compressed copies
    assert '"LATER"' in later.read_text(encoding="utf-8")
    listed = json.loads((build_dir / "version.json").read_text(encoding="utf-8"))["files"]
    assert not [name for name in listed if name.startswith(f"build/{late.name}")]


def test_a_module_that_cannot_be_bundled_fails_the_build(site: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run_build(site)
    web = site / "web"
    (web / "js" / "start.js").write_text('import { gone } from "./missing.js";\nconsole.log(gone);\n', encoding="utf-8")
    arguments = ["--web", str(web), "--runtime", str(site / "runtime"), "--pyproject", str(site / "pyproject.toml")]
    assert build.main([*arguments, *COMPILER]) == 1
    assert "bundling start.js failed" in capsys.readouterr().err
    assert build.main([*arguments, *COMPILER, "--esbuild", str(site / "no-esbuild")]) == 1
    assert "run `npm ci` first" in capsys.readouterr().err


def test_compressed_copies_match_their_source_and_follow_it(site: Path) -> None:
    run_build(site)
    wasm = site / "web" / "build" / "pyodide" / "pyodide.asm.wasm"
    assert gzip.decompress(wasm.with_name(wasm.name + ".gz").read_bytes()) == wasm.read_bytes()
    brotli = wasm.with_name(wasm.name + ".br")
    assert 0 < brotli.stat().st_size < wasm.stat().st_size / 10
    # Small files get no copies.
    assert not (site / "web" / "build" / "worker.js.gz").exists()

    # The same runtime installed again (same bytes, a newer time): the kept copies are still sent.
    for name in ("pyodide.asm.wasm", "pyodide.mjs"):
        source = site / "runtime" / name
        source.write_bytes(source.read_bytes())
        os.utime(source, (source.stat().st_atime, wasm.stat().st_mtime + 60))
    run_build(site)
    for suffix in (".gz", ".br"):
        assert wasm.with_name(wasm.name + suffix).stat().st_mtime >= wasm.stat().st_mtime

    # A new runtime: its copies are made again, not kept from the old one.
    (site / "runtime" / "pyodide.asm.wasm").write_bytes(b"new wasm " * 3000)
    shutil.copystat(site / "runtime" / "pyodide.mjs", site / "runtime" / "pyodide.asm.wasm")
    run_build(site)
    assert gzip.decompress(wasm.with_name(wasm.name + ".gz").read_bytes()) == b"new wasm " * 3000
    assert brotli.read_bytes() != b""


def test_a_file_is_compressed_again_when_the_brotli_level_asked_for_changes(
    site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The large-file path (the level asked for) is taken by the small stand-in runtime.
    monkeypatch.setattr(build, "BROTLI_MAX_BELOW", 1024)
    run_build(site)
    out = site / "web" / "build"
    wasm = "pyodide/pyodide.asm.wasm"
    assert (out / wasm).stat().st_size >= 1024
    redone = [wasm in build.compress(out, level) for level in (1, 1, 11, 11)]
    assert redone == [True, False, True, False]
    assert json.loads((out / build.COMPRESSED_RECORD).read_text())[wasm]["brotli"] == 11


def is_bytecode_of_no_source(data: bytes) -> bool:
    """A .pyc that Python loads without looking for a source: hash-based, unchecked (PEP 552)."""
    return data[2:4] == b"\r\n" and int.from_bytes(data[4:8], "little") == 0b01


def test_the_standard_library_keeps_the_listed_files_stripped_compiled_and_the_lock_file_no_package(
    site: Path,
) -> None:
    run_build(site)
    out = site / "web" / "build" / "pyodide"
    files, _ = stdlib.read_modules()
    with zipfile.ZipFile(out / build.STDLIB) as archive:
        names = set(archive.namelist())
        # What a start imports is compiled; the rest (imported by name later, if ever) stays source.
        assert names == {name + "c" for name in files} | {*stdlib.EXTRA_FILES, "pyodide/extra.py"}
        assert all(info.compress_type == zipfile.ZIP_STORED for info in archive.infolist())
        assert all(is_bytecode_of_no_source(archive.read(name)) for name in names if name.endswith(".pyc"))
        assert archive.read("pyodide/extra.py").decode() == "''\n\nNAME = 'pyodide/extra.py'\n"
        # Stripped before it was compiled: the docstring is gone, the value stays.
        compiled = archive.read("json/__init__.pyc")
        assert b"json/__init__.py" in compiled and b"The module" not in compiled
    assert json.loads((out / build.LOCK_FILE).read_text()) == {"info": {"abi_version": "1"}, "packages": {}}
    # Served compressed, and made again only when its source changes.
    assert (out / (build.STDLIB + ".br")).is_file()
    made = (out / build.STDLIB).stat().st_mtime_ns
    run_build(site)
    assert (out / build.STDLIB).stat().st_mtime_ns == made


def test_the_page_gets_the_package_compiled_without_its_tools(site: Path) -> None:
    run_build(site)
    path = site / "web" / "build" / "gongzhu.zip"
    sources = build.package_files(build.ROOT / "gongzhu", build.PAGE_LEAVES_OUT)
    expected = {
        "gongzhu/" + file.relative_to(build.ROOT / "gongzhu").as_posix() + ("c" if file.suffix == ".py" else "")
        for file in sources
    }
    with zipfile.ZipFile(path) as archive:
        assert set(archive.namelist()) == expected
        assert not any(name.startswith("gongzhu/tools/") for name in expected)
        assert all(is_bytecode_of_no_source(archive.read(name)) for name in expected if name.endswith(".pyc"))
        assert b"Where things live" not in archive.read("gongzhu/__init__.pyc")  # no docstrings
    # Made again only when the package changes; a zip written over it by something else is mended.
    made = path.stat().st_mtime_ns
    run_build(site)
    assert path.stat().st_mtime_ns == made
    compiled = path.read_bytes()
    path.write_bytes(b"PK other")
    run_build(site)
    assert path.read_bytes() == compiled


def test_a_listed_file_missing_from_the_library_fails_the_build(site: Path, capsys: pytest.CaptureFixture[str]) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("json/__init__.py", "")
    (site / "runtime" / build.STDLIB).write_bytes(buffer.getvalue())
    arguments = [
        "--web",
        str(site / "web"),
        "--runtime",
        str(site / "runtime"),
        "--pyproject",
        str(site / "pyproject.toml"),
    ]
    assert build.main([*arguments, *COMPILER]) == 1
    assert "trimming the standard library failed: the standard library lacks" in capsys.readouterr().err


def test_a_missing_version_fails_the_build_with_a_message(site: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (site / "pyproject.toml").write_text("[project]\nname = 'x'\n", encoding="utf-8")
    arguments = ["--web", str(site / "web"), "--runtime", str(site / "runtime")]
    assert build.main([*arguments, "--pyproject", str(site / "pyproject.toml")]) == 1
    assert "version" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("header", "accepted"),
    [
        ("gzip, deflate, br, zstd", {"gzip", "deflate", "br", "zstd"}),
        ("br;q=0, gzip;q=0.5", {"gzip"}),
        ("", set()),
        (None, set()),
        ("gzip;q=nonsense", set()),
        ("BR", {"br"}),
    ],
)
def test_accept_encoding(header: str | None, accepted: set[str]) -> None:
    assert serve.accepted_encodings(header) == accepted
