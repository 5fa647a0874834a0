"""Reading text from outside (saves, requests, score lines): bounded and safe.

Outside text may be huge, nested a hundred thousand deep, or hold numbers no
one can read. :func:`read_json` refuses all of these with one
:class:`InputError` before or instead of a crash: Python's JSON reader
recurses once per nesting level, which in the browser overflows the
JavaScript stack and kills the runtime; integers of more than 4,300 digits
raise ``ValueError``. :func:`quoted` cuts input quoted in a message to about
80 characters, so that a 5 MB bad action does not make a 10 MB message.

>>> read_json('{"a": [1, 2]}', max_chars=100)
{'a': [1, 2]}
>>> read_json("[" * 100 + "]" * 100, max_chars=1000)
Traceback (most recent call last):
...
gongzhu.untrusted.InputError: the text is nested more than 20 levels deep
>>> len(quoted("x" * 5_000_000)) < 120
True
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

#: The deepest nesting read; a save needs 5 levels, a request 3.
MAX_DEPTH = 20
#: Quoted input is cut to about this many characters.
QUOTE_CHARS = 80

# A JSON string, or an unterminated one running to the end: every '"' outside
# a string starts a match, so the scan is linear however the quotes fall.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*+(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_EMPTY_PAIR = re.compile(r"\[\]|\{\}")


class InputError(ValueError):
    """Outside text that is refused; the message says why, in English."""


def nesting_too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether the brackets of JSON ``text`` may nest deeper than ``limit``.

    Strings are skipped. Each pass removes the innermost bracket pairs, so
    ``limit`` passes empty the brackets of any text at most ``limit`` deep.
    Brackets that do not pair up (a cut-off save) count as deep only when
    there are more unpaired openers than the passes left: reading the text
    then fails early, at a shallow depth, with the JSON reader's own message.

    >>> nesting_too_deep('[{"a": "[[[["}]', 2), nesting_too_deep("[[[]]]", 2)
    (False, True)
    >>> nesting_too_deep('{"a": [1, 2', 5), nesting_too_deep("[" * 30, 20)
    (False, True)
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if "[" * (limit + 1) in brackets.replace("{", "["):  # a run of openers: the common attack, found at once
        return True
    for passes in range(limit):
        if not brackets:
            return False
        brackets, removed = _EMPTY_PAIR.subn("", brackets)
        if not removed:
            openers = brackets.count("[") + brackets.count("{")
            return openers + passes > limit
    return bool(brackets)


def _finite(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise ValueError(f"number out of range: {quoted(text)}")
    return value


def _no_constant(text: str) -> Any:
    raise ValueError(f"{text} is not a JSON number")


def read_json(text: str, *, max_chars: int, what: str = "the text") -> Any:
    """The JSON value of ``text``, read within limits, else :class:`InputError`.

    Refused: more than ``max_chars`` characters (checked before reading),
    nesting deeper than :data:`MAX_DEPTH`, invalid JSON, ``NaN`` and
    ``Infinity``, numbers out of range and integers over 4,300 digits.
    """
    if len(text) > max_chars:
        raise InputError(f"{what} is {len(text):,} characters long, more than the {max_chars:,} allowed")
    if nesting_too_deep(text):
        raise InputError(f"{what} is nested more than {MAX_DEPTH} levels deep")
    try:
        return json.loads(text, parse_float=_finite, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise InputError(f"{what} is not valid JSON (truncated?): {exc.msg} at character {exc.pos}") from exc
    except ValueError as exc:  # over 4,300 digits, NaN, Infinity, 1e400
        raise InputError(f"{what} holds a number that cannot be read ({cut(str(exc))})") from exc


def cut(text: str, limit: int = QUOTE_CHARS) -> str:
    """``text`` cut to ``limit`` characters, ending in "…" when cut.

    >>> cut("QS"), cut("abcdef", 4)
    ('QS', 'abc…')
    """
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quoted(value: object, limit: int = QUOTE_CHARS) -> str:
    """``repr(value)``, cut to about ``limit`` characters with its full length noted.

    >>> quoted("QS"), quoted("x" * 100, 10)
    ("'QS'", "'xxxxxxxx… (100 characters)")
    """
    try:
        text = repr(value)
    except ValueError:  # an integer of more than 4,300 digits, or a container holding one
        return f"<a {type(value).__name__} too large to write out>"
    if len(text) <= limit:
        return text
    size = f"{len(value):,} characters" if isinstance(value, str) else f"{len(text):,} characters written out"
    return f"{text[: limit - 1]}… ({size})"
