#!/usr/bin/env python3
"""The page's Python standard library: only the modules it imports, without comments and docstrings.

Pyodide's ``python_stdlib.zip`` holds the whole library (614 files, 2.5 MB as
it comes, each file deflated). The page's Python imports about 150 of them:
Pyodide's own start-up (which brings asyncio, through its event loop), the
``gongzhu`` package, and ``pyodide.unpackArchive`` (zipfile, shutil). The list
is kept in ``scripts/stdlib-modules.txt``: the files, as their paths in the zip,
and the modules built into the runtime, found by running the page's own steps
under Node (``scripts/trace_stdlib.mjs``). The build (``scripts/build.py``)
writes a zip of only those files, each stripped of comments and docstrings (as
``python -OO`` would drop them; the standard library supports that) and stored
uncompressed, so that the Brotli copy compresses them all together: about
0.36 MB over the wire. tests/test_stdlib.py fails when the package imports a
module that the list lacks.

Also the lock file: the page loads no Pyodide package, so ``pyodide-lock.json``
keeps its ``info`` (Pyodide checks the ABI version) and lists no package.

    python3 scripts/stdlib.py trace    # runs the trace and writes scripts/stdlib-modules.txt again
    python3 scripts/stdlib.py check    # runs the trace on the built runtime: every import succeeds
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tokenize
import zipfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
MODULES_FILE = HERE / "stdlib-modules.txt"
TRACE_SCRIPT = HERE / "trace_stdlib.mjs"
# Where the zip's files are, as the modules' __file__ says.
ZIP_PREFIX = "/lib/python314.zip/"
# Kept whole, whatever the trace saw: Pyodide's own packages (small, and imported lazily by its JavaScript).
WHOLE_PACKAGES = ("pyodide/", "_pyodide/")
# Kept besides what the trace saw: the codecs Python may look up by name for text it reads or writes.
EXTRA_FILES = ("encodings/ascii.py", "encodings/latin_1.py", "encodings/utf_8_sig.py")
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)
# Modules that have no file of their own: their package puts another module in their place.
ALIASES = {"collections.abc": "_collections_abc.py", "os.path": "posixpath.py"}

HEADER = """\
# The standard library the page ships (scripts/stdlib.py): one file of Pyodide's
# python_stdlib.zip a line, then "builtin NAME" for each module built into the
# runtime. Written by `python3 scripts/stdlib.py trace`; the build keeps exactly
# these files (and the packages pyodide/ and _pyodide/ whole).
"""


def read_modules(path: Path = MODULES_FILE) -> tuple[list[str], list[str]]:
    """The kept files (paths in the zip) and the built-in module names."""
    files: list[str] = []
    builtin: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("builtin "):
            builtin.append(line.split()[1])
        else:
            files.append(line)
    return files, builtin


def module_files(module: str) -> tuple[str, str]:
    """Where the module ``a.b`` would be in the zip: ``a/b.py`` or ``a/b/__init__.py``."""
    path = module.replace(".", "/")
    return f"{path}.py", f"{path}/__init__.py"


def is_kept(module: str, files: set[str], builtin: set[str]) -> bool:
    """Whether importing ``module`` (and so each package above it) finds it in the shipped library."""
    parts = module.split(".")
    for depth in range(1, len(parts) + 1):
        name = ".".join(parts[:depth])
        paths = [ALIASES[name]] if name in ALIASES else module_files(name)
        if name not in builtin and not any(path in files for path in paths):
            return False
    return True


SKIPPED = (tokenize.NL, tokenize.COMMENT, tokenize.ENCODING)


def _docstrings(tokens: list[tokenize.TokenInfo]) -> set[int]:
    """The indexes of the docstrings: a string alone on its logical line, first in the module or in the
    indented body of a ``def``/``class`` (an f-string or t-string is never one)."""
    found: set[int] = set()
    expect = True  # the next significant token may be a docstring
    header = False  # the logical line just ended was a def or class header
    line: list[str] = []  # the names the current logical line began with
    significant = [i for i, token in enumerate(tokens) if token.type not in SKIPPED]
    for position, index in enumerate(significant):
        token = tokens[index]
        if token.type == tokenize.INDENT:
            expect, header = header, False
            continue
        if token.type == tokenize.STRING and expect:
            after = tokens[significant[position + 1]] if position + 1 < len(significant) else None
            prefix = token.string[: len(token.string) - len(token.string.lstrip("rRbBuUfFtT"))].lower()
            if (
                after is not None
                and after.type in (tokenize.NEWLINE, tokenize.ENDMARKER)
                and not set(prefix) & {"f", "t"}
            ):
                found.add(index)
        expect = False
        if token.type == tokenize.NEWLINE:
            header = line[:1] in (["def"], ["class"]) or line[:2] == ["async", "def"]
            line = []
        elif token.type != tokenize.DEDENT:
            header = False
            if token.type == tokenize.NAME and len(line) < 2:
                line.append(token.string)
            elif len(line) < 2:
                line.append("")
    return found


def strip_source(text: str) -> str:
    """``text`` without comments and with each docstring emptied (``''``); the lines stay where they were.

    A source the tokenizer cannot read is left as it is.

    >>> source = "'''Module.'''\\nx = 1  # one\\ndef f():\\n    '''Doc.\\n    more'''\\n    return 's'\\n"
    >>> print(strip_source(source), end="")
    ''
    x = 1
    def f():
        ''
    <BLANKLINE>
        return 's'
    """
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return text
    lines = text.splitlines(keepends=True)
    docstrings = _docstrings(tokens)
    # From the end, so that earlier positions stay right.
    for index in range(len(tokens) - 1, -1, -1):
        token = tokens[index]
        (row, col), (end_row, end_col) = token.start, token.end
        if token.type == tokenize.COMMENT and not (row == 1 and token.string.startswith("#!")):
            if "coding" not in token.string or row > 2:
                line = lines[row - 1]
                lines[row - 1] = line[:col].rstrip() + line[len(line.rstrip("\r\n")) :]
        elif index in docstrings:
            first, last = lines[row - 1], lines[end_row - 1]
            blank = "\n" * (end_row - row)
            lines[row - 1 : end_row] = [first[:col] + "''" + blank + last[end_col:]]
    return "".join(lines)


def trimmed_stdlib(source: bytes, files: list[str]) -> bytes:
    """The zip of ``files`` (and WHOLE_PACKAGES) from the zip ``source``, stripped, stored, in a fixed order."""
    with zipfile.ZipFile(io.BytesIO(source)) as full:
        names = set(full.namelist())
        missing = sorted(set(files) - names)
        if missing:
            raise ValueError(f"the standard library lacks {', '.join(missing)}")
        kept = set(files) | set(EXTRA_FILES) | {name for name in names if name.startswith(WHOLE_PACKAGES)}
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as out:
            for name in sorted(kept):
                if name.endswith("/"):
                    continue
                data = full.read(name)
                if name.endswith(".py"):
                    data = strip_source(data.decode("utf-8")).encode("utf-8")
                info = zipfile.ZipInfo(name, date_time=ZIP_EPOCH)
                info.external_attr = 0o644 << 16
                info.create_system = 3
                out.writestr(info, data, compress_type=zipfile.ZIP_STORED)
    return buffer.getvalue()


def trimmed_lock(source: bytes) -> bytes:
    """The lock file with its ``info`` and no package (the page loads none)."""
    lock = json.loads(source)
    return (json.dumps({"info": lock["info"], "packages": {}}, sort_keys=True) + "\n").encode()


def run_trace(index: Path | None) -> dict[str, Any]:
    """The trace (trace_stdlib.mjs) of the built package, on the runtime in ``index`` (default: the whole one)."""
    import build

    if build.main([]) != 0:
        raise SystemExit("the build failed")
    command = ["node", str(TRACE_SCRIPT), str(ROOT / "web" / "build" / "gongzhu.zip")]
    if index:
        command.append(str(index))
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise SystemExit(f"the trace failed:\n{result.stderr}")
    trace: dict[str, Any] = json.loads(result.stdout)
    return trace


def main(argv: list[str]) -> int:
    if argv not in (["trace"], ["check"]):
        print(__doc__, file=sys.stderr)
        return 2
    if argv == ["check"]:
        trace = run_trace(ROOT / "web" / "build" / "pyodide")
        print(f"stdlib: the built runtime imports {len(trace['files'])} files of its library, and the game plays")
        return 0
    trace = run_trace(None)
    lines = [*trace["files"], *(f"builtin {name}" for name in trace["builtin"])]
    MODULES_FILE.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    print(f"stdlib: {len(trace['files'])} files, {len(trace['builtin'])} built-in modules -> {MODULES_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
