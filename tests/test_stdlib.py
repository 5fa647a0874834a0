"""The trimmed standard library the page ships (scripts/stdlib.py) has every module the package imports.

No browser and no Pyodide: the import statements of the package's modules that
the page loads (gongzhu.webapi and all it imports, at any depth of the code),
read from their source, against the list in scripts/stdlib-modules.txt. A new import of a module
the list lacks fails here; `python3 scripts/stdlib.py trace` writes the list again.
"""

from __future__ import annotations

import ast
import doctest
import io
import sys
import zipfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402 (scripts/build.py)
import stdlib  # noqa: E402 (scripts/stdlib.py)

PACKAGE = ROOT / "gongzhu"


def imported_modules(sources: Iterable[Path]) -> dict[str, str]:
    """Every module the files import from outside the package (at any depth of the code), with where."""
    found: dict[str, str] = {}
    for path in sources:
        for name, line in imports(path):
            if name.split(".")[0] != PACKAGE.name:
                found.setdefault(name, f"{path.name}:{line}")
    return found


def imports(path: Path) -> list[tuple[str, int]]:
    """The absolute names of the modules ``path`` imports (``from . import x`` as the module ``x``)."""
    package = path.parent.relative_to(PACKAGE.parent).parts if path.is_relative_to(PACKAGE) else ()
    found: list[tuple[str, int]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1]) if node.level else ""
            module = ".".join(part for part in (base, node.module or "") if part)
            found.append((module, node.lineno))
            found += [(f"{module}.{alias.name}", node.lineno) for alias in node.names if node.level]
    return found


def page_sources() -> list[Path]:
    """The package's files that importing gongzhu.webapi runs: the closure of its imports within the package."""
    todo, seen = [PACKAGE / "__init__.py", PACKAGE / "webapi.py"], set[Path]()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        for name, _ in imports(path):
            parts = name.split(".")
            if parts[0] != PACKAGE.name:
                continue
            for depth in range(1, len(parts) + 1):
                where = PACKAGE.parent.joinpath(*parts[:depth])
                todo += [file for file in (where.with_suffix(".py"), where / "__init__.py") if file.is_file()]
    return sorted(seen)


def missing(sources: Iterable[Path]) -> list[str]:
    files, builtin = stdlib.read_modules()
    return sorted(
        f"{module} ({where})"
        for module, where in imported_modules(sources).items()
        if not stdlib.is_kept(module, set(files), set(builtin))
    )


def test_every_module_the_package_imports_is_shipped() -> None:
    sources = page_sources()
    assert PACKAGE / "bots" / "hard.py" in sources and PACKAGE / "__main__.py" not in sources
    absent = missing(sources)
    assert not absent, f"not in scripts/stdlib-modules.txt (run `python3 scripts/stdlib.py trace`): {absent}"


def test_the_page_zip_holds_what_the_page_imports_and_no_tool() -> None:
    with zipfile.ZipFile(io.BytesIO(build.zip_package(PACKAGE, build.PAGE_LEAVES_OUT))) as archive:
        names = set(archive.namelist())
    needed = {path.relative_to(PACKAGE.parent).as_posix() for path in page_sources()}
    assert needed <= names, sorted(needed - names)
    assert "gongzhu/webapi.py" in names and (PACKAGE / "tools" / "arena.py").is_file()
    assert not [name for name in names if name.startswith("gongzhu/tools/")]


def test_a_module_outside_the_list_is_found(tmp_path: Path) -> None:
    source = tmp_path / "new.py"
    source.write_text("import json\nfrom math import inf\n\ndef later():\n    import fractions.x\n", encoding="utf-8")
    assert missing([source]) == ["fractions.x (new.py:5)"]


def test_the_list_names_packages_with_their_parents() -> None:
    files, builtin = stdlib.read_modules()
    kept, builtins = set(files), set(builtin)
    assert stdlib.is_kept("json.decoder", kept, builtins)
    assert stdlib.is_kept("math", kept, builtins)
    assert not stdlib.is_kept("json.nothing", kept, builtins)
    assert all(name.endswith(".py") for name in files)


def test_stripping_keeps_the_code() -> None:
    assert doctest.testmod(stdlib).failed == 0
    source = (
        'def f():\n    """Doc."""  # why\n    return f"{1}"  # x\n\nclass C:\n    "doc"\n    x = "not a docstring"\n'
    )
    assert (
        stdlib.strip_source(source)
        == "def f():\n    ''\n    return f\"{1}\"\n\nclass C:\n    ''\n    x = \"not a docstring\"\n"
    )
