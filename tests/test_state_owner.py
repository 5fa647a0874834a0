"""The page's state has one owner: only web/js/state.js changes it.

Every other module changes the state through a named function of state.js
(``openPanel(state, "menu")``, ``setBusy(state, true)``), so that each change
has one place to read and to test. The check reads each module's tokens (the
scanner of test_js_function_length: comments, strings and regular expressions
left out) and finds a field of ``state`` (or ``this.#state``,
``controller.state``, …) that is

- assigned, with ``=`` or any compound operator (``+=``, ``??=``, ``||=``, …);
- counted up or down (``++``, ``--``);
- deleted, or handed to ``Object.assign`` as its target;
- changed in place by an array method (``push``, ``splice``, ``sort``, …).

What it cannot see is a field changed through another name for it
(``const table = state.table; table.trick = …``).
"""

from __future__ import annotations

from tests.test_js_function_length import WEB_JS, tokens

#: The one module that may change the state.
OWNER = "js/state.js"
#: The names the state goes by.
STATE = {"state", "#state"}
#: Operators that, followed by ``=``, assign (the scanner gives operators one character at a time).
COMPOUND = {"", "+", "-", "*", "/", "%", "**", "<<", ">>", ">>>", "&", "|", "^", "&&", "||", "??"}
#: Array methods that change the array they are called on.
IN_PLACE = {"push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill", "copyWithin"}
#: Single-character tokens that may stand in an operator.
OPERATOR_CHARS = set("+-*/%<>&|^?!=")


def _chain_end(found: list[str], i: int) -> int:
    """From a name at ``i``: the index past its chain of ``.name`` and ``[…]`` accesses."""
    j = i + 1
    while j < len(found):
        if found[j] == "." and j + 1 < len(found):
            j += 2
        elif found[j] == "[":
            depth = 0
            while j < len(found):
                depth += found[j] == "["
                depth -= found[j] == "]"
                j += 1
                if depth == 0:
                    break
        else:
            break
    return j


def _assignment(found: list[str], j: int) -> str:
    """The operator from ``j`` on (just after a chain) when it assigns to the chain or counts it up or down, else ``""``."""
    op = ""
    k = j
    while k < len(found) and found[k] in OPERATOR_CHARS and found[k] != "=":
        op += found[k]
        k += 1
    if op in ("++", "--"):
        return op
    if op in COMPOUND and k < len(found) and found[k] == "=" and found[k + 1 : k + 2] != ["="]:
        return op + "="
    return ""


def state_writes(source: str) -> list[tuple[int, str]]:
    """Each change of a state field in ``source``: its line and what it looks like.

    >>> state_writes("state.a = 1;\\nif (state.a === 1) x = state.b;\\nthis.#state.c.d ??= [];\\nstate.e++;")
    [(1, 'state.a ='), (3, 'this.#state.c.d ??='), (4, 'state.e ++')]
    >>> state_writes("--page.state.n; Object.assign(state, x); state.list.push(1); delete state.f; const state = {};")
    [(1, '-- page.state.n'), (1, 'state.list.push('), (1, 'delete state.f'), (1, 'Object.assign(state')]
    """
    scanned = tokens(source)
    found = [token for token, _ in scanned]
    writes = []
    for i, token in enumerate(found):
        if token not in STATE:
            continue
        end = _chain_end(found, i)
        if end == i + 1:
            continue  # the state itself, not one of its fields
        start = i - 2 if i >= 2 and found[i - 1] == "." else i
        chain = "".join(found[start:end])
        line = scanned[i][1]
        before = found[max(start - 2, 0) : start]
        if op := _assignment(found, end):
            writes.append((line, f"{chain} {op}"))
        elif found[end - 2] == "." and found[end - 1] in IN_PLACE and found[end : end + 1] == ["("]:
            writes.append((line, f"{chain}("))
        elif before in (["+", "+"], ["-", "-"]):
            writes.append((line, f"{''.join(before)} {chain}"))
        elif before[-1:] == ["delete"]:
            writes.append((line, f"delete {chain}"))
    for i in range(len(found) - 4):
        if found[i : i + 4] == ["Object", ".", "assign", "("] and found[i + 4] in STATE:
            writes.append((scanned[i][1], f"Object.assign({found[i + 4]}"))
    return sorted(writes, key=lambda write: write[0])


def outside_writes() -> dict[str, list[tuple[int, str]]]:
    """Every change of a state field outside state.js: ``"js/file.js"`` → its lines."""
    found = {}
    for path in sorted(WEB_JS.rglob("*.js")):
        name = path.relative_to(WEB_JS.parent).as_posix()
        writes = state_writes(path.read_text(encoding="utf-8"))
        if writes and name != OWNER:
            found[name] = writes
    return found


def test_the_check_finds_each_kind_of_change() -> None:
    kinds = [
        "state.panel = null;",
        "this.#state.table.trick = [];",
        "controller.state.n += 1;",
        "state.info ??= info;",
        "state.busy ||= true;",
        "state.dealId++;",
        "++state.dealId;",
        "state.notices.push(n);",
        "Object.assign(state, change);",
        "delete state.hint;",
        "state[key] = 1;",
    ]
    for kind in kinds:
        assert state_writes(kind), kind
    reads = [
        "if (state.panel === null) x = 1;",
        "const a = state.b <= 2 || state.c != 3 || state.d >= 4;",
        "const state = createState();",
        "f(state.view, (x) => x);",
        "const t = [...state.table.trick].sort();",
        "const text = 'state.x = 1'; // state.y = 2",
    ]
    for read in reads:
        assert not state_writes(read), read


def test_only_state_js_changes_the_state() -> None:
    found = outside_writes()
    assert not found, f"change the state through a named function of web/js/state.js instead: {found}"
