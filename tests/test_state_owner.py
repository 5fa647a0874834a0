"""The page's state has one owner: only web/js/state.js (and its parts in web/js/state/) changes it.

Every other module changes the state through a named function of state.js
(``openPanel(state, "menu")``, ``setEngineStatus(state, {busy: true})``), so that each change
has one place to read and to test. The check reads each module's tokens (the
scanner of test_js_function_length: comments, strings and regular expressions
left out) and finds a field of ``state`` (or ``this.#state``,
``controller.state``, …) that is

- assigned, with ``=`` or any compound operator (``+=``, ``??=``, ``||=``, …);
- counted up or down (``++``, ``--``);
- deleted, or handed to ``Object.assign`` as its target;
- changed in place by an array method (``push``, ``splice``, ``sort``, …).

It sees a change through another name for the state or a part of it too: a
name bound to it (``const table = state.table; table.trick = …``, ``const
{ review } = state``), or an object handed to a function of state.js beside the
state (``openReview(state, review); review.at = 1``), which the state then
holds; and names bound to those in turn.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from tests.test_js_function_length import WEB_JS, tokens

#: The modules that may change the state: state.js and its parts in state/.
OWNER = ("js/state.js", "js/state/")
#: The names the state goes by.
STATE = {"state", "#state"}
#: Operators that, followed by ``=``, assign (the scanner gives operators one character at a time).
COMPOUND = {"", "+", "-", "*", "/", "%", "**", "<<", ">>", ">>>", "&", "|", "^", "&&", "||", "??"}
#: Array methods that change the array they are called on.
IN_PLACE = {"push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill", "copyWithin"}
#: Single-character tokens that may stand in an operator.
OPERATOR_CHARS = set("+-*/%<>&|^?!=")
#: Words that bind a name.
BINDINGS = {"const", "let", "var"}
#: The functions a module imports from state.js (the state's owner).
WORD_TOKEN = re.compile(r"[A-Za-z_$][\w$]*")
OWNER_IMPORT = re.compile(r"import\s*\{([^}]*)\}\s*from\s*[\"'](?:\.\.?/)+state(?:\.js|/\w+\.js)[\"']")


def _chain_end(found: list[str], i: int) -> int:
    """From a name at ``i``: the index past its chain of ``.name`` and ``[…]`` accesses."""
    j = i + 1
    while j < len(found):
        if found[j] == "?" and found[j + 1 : j + 2] == ["."] and j + 2 < len(found):
            j += 3
        elif found[j] == "." and j + 1 < len(found):
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


def _holds_the_chain(found: list[str], end: int) -> bool:
    """Whether the chain ending at ``end`` is the whole value bound (``= state.x;``, ``= state.x ?? {}``), not a part of an expression."""
    after = found[end : end + 2]
    return after[:1] in ([";"], [","], [")"], ["}"]) or after in (["?", "?"], ["|", "|"])


def _bound_names(found: list[str], i: int) -> list[str]:
    """The names a binding before ``i`` (the ``=`` of ``const x =`` or ``const {a, b: c} =``) gives, else none."""
    if i >= 2 and found[i - 2] in BINDINGS and WORD_TOKEN.fullmatch(found[i - 1]):
        return [found[i - 1]]
    if found[i - 1 : i] != ["}"]:
        return []
    start = i - 1
    while start >= 0 and found[start] != "{":
        start -= 1
    if start < 1 or found[start - 1] not in BINDINGS:
        return []
    inner = found[start + 1 : i - 1]
    names = []
    for k, token in enumerate(inner):
        follows = inner[k + 1 : k + 2]
        if WORD_TOKEN.fullmatch(token) and follows in ([], [","]) and inner[k - 1 : k] != ["."]:
            names.append(token)  # `a` or the `c` of `b: c`; not `...rest`, a copy
    return names


def _block_end(found: list[str], i: int) -> int:
    """The index of the ``}`` that closes the block holding ``i`` (the end of the source at the top level)."""
    depth = 0
    for k in range(i, len(found)):
        depth += found[k] == "{"
        depth -= found[k] == "}"
        if depth < 0:
            return k
    return len(found)


#: Another name for the state or a part of it: the name, and the tokens it stands for the state over.
Alias = tuple[str, int, int]


def aliases(source: str) -> list[Alias]:
    """The other names the state or a part of it goes by in ``source`` (see the module's docstring).

    Each holds from where it is bound (or handed to state.js) to the end of the block it is bound in.

    >>> [name for name, _, _ in aliases("const t = state.table; const { a, b: c } = t; const n = state.notes.length + 1;")]
    ['t', 'a', 'c']
    >>> [name for name, _, _ in aliases('import { openReview } from "./state.js";\\nopenReview(state, review);')]
    ['review']
    """
    found = [token for token, _ in tokens(source)]
    owned = {name.strip() for match in OWNER_IMPORT.finditer(source) for name in match.group(1).split(",")}
    known: list[Alias] = []

    def stands_for_state(i: int) -> bool:
        return found[i] in STATE or any(name == found[i] and start < i < end for name, start, end in known)

    while True:
        more: list[Alias] = []
        for i in range(len(found)):
            if not stands_for_state(i):
                continue
            end = _chain_end(found, i)
            start = i - 2 if i >= 2 and found[i - 1] == "." else i  # `this.#state`
            if found[start - 1 : start] == ["="] and _holds_the_chain(found, end):
                more += [(name, i, _block_end(found, i)) for name in _bound_names(found, start - 1)]
            if end == i + 1 and found[i - 1 : i] == ["("] and found[i - 2] in owned:
                k = i + 1
                while found[k : k + 1] == [","] and WORD_TOKEN.fullmatch(found[k + 1]):
                    if found[k + 2 : k + 3] in ([","], [")"]):
                        more.append((found[k + 1], i, _block_end(found, i)))
                    k += 2
        added = [alias for alias in more if alias not in known]
        if not added:
            return known
        known += added


def state_writes(source: str, aliased: Collection[Alias] = ()) -> list[tuple[int, str]]:
    """Each change of a state field in ``source``, by its names or an ``aliased`` one: its line and what it looks like.

    >>> state_writes("state.a = 1;\\nif (state.a === 1) x = state.b;\\nthis.#state.c.d ??= [];\\nstate.e++;")
    [(1, 'state.a ='), (3, 'this.#state.c.d ??='), (4, 'state.e ++')]
    >>> state_writes("--page.state.n; Object.assign(state, x); state.list.push(1); delete state.f; const state = {};")
    [(1, '-- page.state.n'), (1, 'state.list.push('), (1, 'delete state.f'), (1, 'Object.assign(state')]
    """
    scanned = tokens(source)
    found = [token for token, _ in scanned]
    writes = []

    def stands_for_state(i: int) -> bool:
        return found[i] in STATE or any(name == found[i] and start < i < end for name, start, end in aliased)

    for i in range(len(found)):
        if not stands_for_state(i):
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
        if found[i : i + 4] == ["Object", ".", "assign", "("] and stands_for_state(i + 4):
            writes.append((scanned[i][1], f"Object.assign({found[i + 4]}"))
    return sorted(writes, key=lambda write: write[0])


def outside_writes() -> dict[str, list[tuple[int, str]]]:
    """Every change of a state field outside state.js: ``"js/file.js"`` → its lines."""
    found = {}
    for path in sorted(WEB_JS.rglob("*.js")):
        name = path.relative_to(WEB_JS.parent).as_posix()
        source = path.read_text(encoding="utf-8")
        writes = state_writes(source, aliases(source))
        if writes and not name.startswith(OWNER):
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


def test_the_check_finds_a_change_through_another_name() -> None:
    imports = 'import { openReview, openPanel } from "./state.js";\n'
    kinds = [
        "const table = state.table; table.trick = [];",
        "const review = this.#state.review; review.at = at;",
        "const { review } = state; review.steps[0] = step;",
        "const { table: area } = state; area.callouts.push(c);",
        "const s = state; s.panel = null;",
        "const review = state.review ?? {}; Object.assign(review, kept);",
        "const review = state.review; const { outline } = review; outline.hand = 2;",
        imports + "const review = { at: 0 }; openReview(state, review); review.failed = true;",
    ]
    for kind in kinds:
        assert state_writes(kind, aliases(kind)), kind
    reads = [
        "const table = state.table; const t = table.trick.length;",
        "const n = state.notices.length + 1; const m = n;",
        "const copy = [...state.table.trick]; copy.push(c);",
        "const { ...rest } = state.table; rest.trick = [];",
        "const view = f(state.view); view.x = 1;",
        imports + "const panel = {}; openPanel(state, panel.name); panel.name = 'menu';",
        "const review = {}; other(state, review); review.at = 1;",
        imports + "{ const review = {}; review.at = 1; openReview(state, review); } review.at = 2;",
    ]
    for read in reads:
        assert not state_writes(read, aliases(read)), read


def test_only_state_js_changes_the_state() -> None:
    found = outside_writes()
    assert not found, f"change the state through a named function of web/js/state.js instead: {found}"
