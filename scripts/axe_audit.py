"""axe-core over the game page, injected by the tests only (never shipped).

The npm development dependency ``axe-core`` (pinned in package-lock.json) is
read from node_modules/ and added to the page with ``add_script_tag``; the
page's strict Content-Security-Policy forbids that inline script, so the
browser context must be opened with ``bypass_csp=True``.

``audit(page)`` runs axe on the whole document and returns its violations;
``serious(violations)`` keeps those of impact "serious" or "critical" and
``describe(violations)`` words them for an assertion message.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
AXE_SCRIPT = ROOT / "node_modules" / "axe-core" / "axe.min.js"

SERIOUS = ("serious", "critical")

RUN = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(" "), summary: n.failureSummary})),
  }));
}"""


def audit(page: Any) -> list[dict[str, Any]]:
    """axe's violations on ``page`` as it is now (axe is injected on first use)."""
    if not AXE_SCRIPT.is_file():
        raise FileNotFoundError(f"{AXE_SCRIPT} is missing: run `npm ci` (axe-core is a development dependency)")
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE_SCRIPT))
    violations: list[dict[str, Any]] = page.evaluate(RUN)
    return violations


def serious(violations: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [v for v in violations if v["impact"] in SERIOUS]


def describe(violations: list[dict[str, Any]]) -> str:
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}")
        lines.extend(f"    {n['target']}: {n['summary']}" for n in v["nodes"][:6])
    return "\n".join(lines)
