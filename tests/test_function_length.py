"""No function in gongzhu/ is over 50 lines, its docstring not counted (the project's guide)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "gongzhu"
MOST_LINES = 50


def function_lengths(source: str) -> dict[str, int]:
    """Each function's (and method's) length in lines, without its docstring, by qualified name.

    >>> function_lengths('def f():\\n    \\"\\"\\"Doc.\\n\\n    More.\\"\\"\\"\\n    return 1\\n')
    {'f': 2}
    """
    lengths: dict[str, int] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                name = prefix + child.name
                assert child.end_lineno is not None
                lines = child.end_lineno - child.lineno + 1
                first = child.body[0]
                doc = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                if doc and isinstance(first.value.value, str) and first.end_lineno is not None:  # type: ignore[attr-defined]
                    lines -= first.end_lineno - first.lineno + 1
                lengths[name] = lines
                visit(child, name + ".")
            elif isinstance(child, ast.ClassDef):
                visit(child, prefix + child.name + ".")

    visit(ast.parse(source), "")
    return lengths


def test_the_measure_counts_methods_and_leaves_out_docstrings() -> None:
    body = "".join(f"        x{i} = {i}\n" for i in range(MOST_LINES))
    source = f'class A:\n    def f(self):\n        """Doc."""\n{body}'
    assert function_lengths(source) == {"A.f": MOST_LINES + 1}


def test_no_function_in_the_package_is_over_50_lines() -> None:
    too_long = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for name, lines in function_lengths(path.read_text(encoding="utf-8")).items():
            if lines > MOST_LINES:
                too_long.append(f"{path.relative_to(PACKAGE.parent)}: {name} ({lines} lines)")
    assert not too_long, too_long
