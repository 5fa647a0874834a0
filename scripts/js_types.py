#!/usr/bin/env python3
"""The page's types of the engine's replies, made from the engine's own: web/js/types/engine.d.ts.

The contract with the page is typed in Python, as ``TypedDict`` classes
(``gongzhu/pageview.py``, the replies of ``gongzhu/webapi.py``, the review's in
``gongzhu/review_types.py``). This script writes them again as TypeScript
declarations, which the page's modules name in their JSDoc
(``@typedef {import("./types/engine").View} View``); TypeScript's checker
(``tsconfig.json``, run by ``./scripts/test``) then finds every reader of a
field, so a field renamed in Python fails the check at every reader in
``web/js``. The file is read only by the checker: the page never loads it.
tests/scripts/test_js_types.py fails when the committed file is not what this
script writes.

    python3 scripts/js_types.py          # writes web/js/types/engine.d.ts again
    python3 scripts/js_types.py --check  # exit 1 when the file is stale
"""

from __future__ import annotations

import argparse
import ast
import enum
import inspect
import sys
import types
import typing
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gongzhu import pageview, review_types, webapi  # noqa: E402

OUTPUT = ROOT / "web" / "js" / "types" / "engine.d.ts"
#: The modules whose TypedDicts (and what they name) are the contract, in this order.
MODULES = (pageview, webapi, review_types)
#: Python names that would shadow a global of the page's JavaScript.
RENAMED = {"Error": "EngineError", "Event": "CardEvent"}
HEADER = """\
// The engine's replies and views, as the page reads them: made by scripts/js_types.py
// from the TypedDicts of gongzhu/pageview.py, gongzhu/webapi.py and gongzhu/review_types.py.
// Do not edit: change the Python and run `python3 scripts/js_types.py`.
"""


def is_typed_dict(value: object) -> bool:
    return isinstance(value, type) and typing.is_typeddict(value)


def ts_name(cls: type) -> str:
    return RENAMED.get(cls.__name__, cls.__name__)


class Writer:
    """Declarations in the order they are first needed; each class and enum once."""

    def __init__(self) -> None:
        self.done: dict[object, str] = {}
        self.blocks: list[str] = []

    def type_of(self, hint: Any) -> str:
        """The TypeScript for one Python annotation."""
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if hint is Any or hint is object:
            return "unknown"
        if hint is type(None) or hint is None:
            return "null"
        simple = {str: "string", int: "number", float: "number", bool: "boolean"}
        if hint in simple:
            return simple[hint]
        if is_typed_dict(hint):
            return self.declare(hint)
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            return self.enum(hint)
        if origin is typing.Literal:
            return " | ".join(_literal(a) for a in args)
        if origin in (typing.Union, types.UnionType):
            return " | ".join(self.type_of(a) for a in args)
        if origin is list:
            item = self.type_of(args[0])
            return f"({item})[]" if " | " in item else f"{item}[]"
        if origin is dict:
            return f"Record<{self.type_of(args[0])}, {self.type_of(args[1])}>"
        if origin is tuple:
            return "[" + ", ".join(self.type_of(a) for a in args) + "]"
        raise SystemExit(f"js_types: no TypeScript for {hint!r}")

    def enum(self, cls: type[enum.Enum]) -> str:
        if cls not in self.done:
            self.done[cls] = cls.__name__
            values = " | ".join(_literal(member.value) for member in cls)
            self.blocks.append(f"{_doc(cls)}export type {cls.__name__} = {values};\n")
        return self.done[cls]

    def declare(self, cls: type) -> str:
        if cls in self.done:
            return self.done[cls]
        name = self.done[cls] = ts_name(cls)
        hints = typing.get_type_hints(cls, include_extras=True)
        comments = _field_comments(cls)
        bases = _typed_bases(cls)
        inherited = {field for base in bases for field in typing.get_type_hints(base)}
        extends = " extends " + ", ".join(self.declare(base) for base in bases) if bases else ""
        lines = [f"{_doc(cls)}export interface {name}{extends} {{"]
        for field, hint in hints.items():
            if field in inherited:
                continue
            if field in comments:
                lines.append(f"  /** {comments[field]} */")
            mark = "?" if typing.get_origin(hint) is typing.NotRequired else ""
            lines.append(f"  {field}{mark}: {self.type_of(_unwrap(hint))};")
        lines.append("}\n")
        self.blocks.append("\n".join(lines))
        return name

    def alias(self, name: str, hint: Any) -> None:
        self.blocks.append(f"export type {name} = {self.type_of(hint)};\n")


def _unwrap(hint: Any) -> Any:
    """``NotRequired[X]`` and ``Required[X]`` as ``X`` (the optional mark is the class's)."""
    if typing.get_origin(hint) in (typing.NotRequired, typing.Required):
        return typing.get_args(hint)[0]
    return hint


def _literal(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return repr(value)


def _doc(cls: type) -> str:
    doc = inspect.getdoc(cls)
    if not doc or doc == inspect.getdoc(dict) or (issubclass(cls, enum.Enum) and doc == inspect.getdoc(enum.Enum)):
        return ""
    first = doc.split("\n\n")[0].replace("\n", " ").replace("``", "`").replace("*/", "* /")
    return f"/** {first} */\n"


def _class_node(cls: type) -> tuple[ast.ClassDef, list[str]]:
    """The class's definition as parsed from its source, and the source's lines."""
    source = inspect.getsource(cls)
    body = ast.parse(source).body[0]
    assert isinstance(body, ast.ClassDef)
    return body, source.splitlines()


def _typed_bases(cls: type) -> list[type]:
    """The TypedDicts ``cls`` extends, as its source names them (a TypedDict keeps no base at run time)."""
    scope = vars(sys.modules[cls.__module__])
    named = [scope.get(base.id) for base in _class_node(cls)[0].bases if isinstance(base, ast.Name)]
    return [base for base in named if isinstance(base, type) and is_typed_dict(base)]


def _field_comments(cls: type) -> dict[str, str]:
    """The ``#:`` comments above each field of a class, joined into one line."""
    body, lines = _class_node(cls)
    comments: dict[str, str] = {}
    for node in body.body:
        if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
            continue
        above: list[str] = []
        row = node.lineno - 2
        while row >= 0 and lines[row].strip().startswith("#:"):
            above.insert(0, lines[row].strip()[2:].strip())
            row -= 1
        if above:
            comments[node.target.id] = " ".join(above).replace("``", "`").replace("*/", "* /")
    return comments


def declarations() -> str:
    writer = Writer()
    for module in MODULES:
        for value in vars(module).values():
            if is_typed_dict(value) and value.__module__ == module.__name__:
                writer.declare(value)
    writer.alias("Reply", webapi.Reply)
    return HEADER + "\n" + "\n".join(writer.blocks)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="exit 1 when the file is stale")
    parser.add_argument("--out", type=Path, default=OUTPUT, help="the file (default: web/js/types/engine.d.ts)")
    args = parser.parse_args(argv)
    out: Path = args.out
    text = declarations()
    if args.check:
        current = out.read_text(encoding="utf-8") if out.exists() else ""
        if current != text:
            print(f"{out} is stale: run python3 scripts/js_types.py", file=sys.stderr)
            return 1
        return 0
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
