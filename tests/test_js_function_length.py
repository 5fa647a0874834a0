"""No function in web/js is over 60 lines (the project's guide for the page's JavaScript).

The page has no JavaScript parser among its dependencies, so the measure reads
the source with a small scanner: it skips comments, strings, template literals
and regular expressions, pairs the brackets, and counts as a function body each
``{`` that follows ``=>``, or follows the ``)`` of a parameter list: one whose
``(`` comes after a name or ``function`` (not after ``if``, ``for``, ``while``,
``switch``, ``catch``). A function runs from the line of its name (or of its
``=>``) to the line of its closing ``}``; nested functions count in both.
"""

from __future__ import annotations

import re
from pathlib import Path

WEB_JS = Path(__file__).resolve().parents[1] / "web" / "js"
MOST_LINES = 60

#: Words before ``(`` that open a block, not a function's parameters.
BLOCKS = {"if", "for", "while", "switch", "catch", "with", "return", "typeof", "await", "of", "in"}
#: After these tokens a ``/`` starts a regular expression, not a division.
REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^") | {"return", "typeof", "case", "do", "else", "in", "of", "=>", ""}
WORD = re.compile(r"[A-Za-z_$#][\w$]*")


def tokens(source: str) -> list[tuple[str, int]]:
    """The source's brackets, words and ``=>``, each with its line; comments, strings and regexes left out."""
    found: list[tuple[str, int]] = []
    line, i, n = 1, 0, len(source)
    templates: list[int] = []  # for each open template literal's ${: the brace depth it started at
    depth = 0

    def skip_string(i: int, quote: str) -> int:
        nonlocal line
        i += 1
        while i < n and source[i] != quote:
            if source[i] == "\\":
                i += 1
            elif source[i] == "\n":
                line += 1
            i += 1
        return i + 1

    def skip_template(i: int) -> int:
        """From inside a template literal: to its end (past the backquote) or past a ``${``."""
        nonlocal line, depth
        while i < n:
            char = source[i]
            if char == "\\":
                i += 2
                continue
            if char == "\n":
                line += 1
            if char == "`":
                return i + 1
            if source.startswith("${", i):
                templates.append(depth)
                depth += 1
                return i + 2
            i += 1
        return i

    while i < n:
        char = source[i]
        last = found[-1][0] if found else ""
        if char == "\n":
            line += 1
            i += 1
        elif source.startswith("//", i):
            i = source.find("\n", i) if "\n" in source[i:] else n
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
            line += source.count("\n", i, end)
            i = end
        elif char in "'\"":
            i = skip_string(i, char)
            found.append(("str", line))
        elif char == "`":
            i = skip_template(i + 1)
            found.append(("str", line))
        elif char == "/" and (last in REGEX_AFTER):
            i = skip_regex(source, i)
            found.append(("str", line))
        elif source.startswith("=>", i):
            found.append(("=>", line))
            i += 2
        elif char in "({[":
            depth += char == "{"
            found.append((char, line))
            i += 1
        elif char in ")]}":
            if char == "}" and templates and templates[-1] == depth - 1:
                templates.pop()
                depth -= 1
                i = skip_template(i + 1)
                found.append(("str", line))
                continue
            depth -= char == "}"
            found.append((char, line))
            i += 1
        elif match := WORD.match(source, i):
            found.append((match.group(), line))
            i = match.end()
        elif char.isspace():
            i += 1
        else:
            found.append((char, line))
            i += 1
    return found


def skip_regex(source: str, i: int) -> int:
    """Past the regular expression literal that starts at ``i`` (a ``/`` in a class does not end it)."""
    i += 1
    in_class = False
    while i < len(source) and source[i] != "\n":
        char = source[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            in_class = True
        elif char == "]":
            in_class = False
        elif char == "/" and not in_class:
            i += 1
            while i < len(source) and (source[i].isalpha()):
                i += 1
            return i
        i += 1
    return i


def function_lengths(source: str) -> list[tuple[str, int, int]]:
    """Each function's (name, first line, length in lines), in source order.

    >>> function_lengths("function f(a) {\\n  if (a) {\\n    return () => {\\n      return 1;\\n    };\\n  }\\n}\\n")
    [('f', 1, 7), ('=>', 3, 3)]
    """
    found = tokens(source)
    opener: list[int] = []  # indexes of open brackets
    match: dict[int, int] = {}
    for index, (token, _) in enumerate(found):
        if token in "({[" and len(token) == 1:
            opener.append(index)
        elif token in ")}]" and len(token) == 1 and opener:
            match[index] = opener.pop()
    closing = {start: end for end, start in match.items()}
    functions = []
    for index, (token, line) in enumerate(found):
        if token != "{" or index == 0 or index not in closing:
            continue
        before = found[index - 1][0]
        if before == "=>":
            functions.append((index, "=>", line))
        elif before == ")" and index - 1 in match:
            paren = match[index - 1]
            name, name_line = found[paren - 1] if paren else ("", line)
            if WORD.fullmatch(name) and name not in BLOCKS:
                functions.append((index, name, name_line))
    return [(name, line, found[closing[index]][1] - line + 1) for index, name, line in functions]


def test_the_measure_finds_functions_methods_and_arrows_and_not_blocks() -> None:
    body = "".join(f"    x{i} += `${{a}} }} ${{`${{b}}`}}`; // }}\n" for i in range(MOST_LINES))
    source = (
        "class A {\n  #f(a = /[}/]/g) {\n" + body + "  }\n}\n"
        "const g = async (b) => {\n  if (b) {\n" + body + "  }\n};\n"
        "for (const x of y) {\n" + body + "}\n"
        "function h() { return '}'; }\n"
    )
    lengths = {name: lines for name, _, lines in function_lengths(source)}
    assert lengths == {"#f": MOST_LINES + 2, "=>": MOST_LINES + 4, "h": 1}


def long_functions() -> dict[str, int]:
    """Every function of web/js over the limit: ``"js/file.js: name"`` → its length in lines."""
    return {
        f"{path.relative_to(WEB_JS.parent).as_posix()}: {name}": lines
        for path in sorted(WEB_JS.rglob("*.js"))
        for name, _, lines in function_lengths(path.read_text(encoding="utf-8"))
        if lines > MOST_LINES
    }


def test_no_function_in_the_page_is_over_60_lines() -> None:
    found = long_functions()
    assert not found, f"over {MOST_LINES} lines (split them): {found}"
