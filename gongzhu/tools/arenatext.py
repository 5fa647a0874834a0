"""The arena's report as text to read (``python -m gongzhu arena --text``): the same figures as its JSON.

The margins (all deals, and with ``--profile`` the ordinary deals and the
rest, each with its deals and 95% interval), the hand profiles, and with
``--hand-types`` the comparison of hero and field by hand type and the seats
where they differ most.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def _margin(name: str, part: Mapping[str, Any]) -> str:
    lo, hi = part["ci95"]
    return f"{name:16}{part['deals']:6} deals  {part['diff']:+8.2f}  ({lo:+.2f} .. {hi:+.2f})"


def margin_lines(report: Mapping[str, Any]) -> list[str]:
    """The run, then its margins per deal: all deals, and the ordinary deals and the rest when profiled.

    >>> part = {"deals": 3, "diff": 20.0, "ci95": [8.68, 31.32]}
    >>> report = {"hero": "hard", "field": "greedy", "seed": 1, "exposure": False, "hero_settings": {}, **part}
    >>> print("\\n".join(margin_lines({**report, "ordinary": part, "rest": {**part, "deals": 0}})))
    hard against greedy, seed 1, without exposure
    hero minus field, per deal (95% interval)
    all deals            3 deals    +20.00  (+8.68 .. +31.32)
    ordinary deals       3 deals    +20.00  (+8.68 .. +31.32)
    rest                 0 deals    +20.00  (+8.68 .. +31.32)
    """
    settings = "".join(f", {k}={v:g}" for k, v in report["hero_settings"].items())
    exposure = "with" if report["exposure"] else "without"
    lines = [f"{report['hero']}{settings} against {report['field']}, seed {report['seed']}, {exposure} exposure"]
    lines.append("hero minus field, per deal (95% interval)")
    lines.append(_margin("all deals", report))
    if "ordinary" in report:
        lines.append(_margin("ordinary deals", report["ordinary"]))
        lines.append(_margin("rest", report["rest"]))
    return lines


def profile_lines(profile: Mapping[str, Mapping[str, float]]) -> list[str]:
    """The hand profiles of hero and field, one line each."""
    lines = ["hands: median, no points, -100 or worse, +200 or more"]
    for side in ("hero", "field"):
        p = profile[side]
        lines.append(
            f"  {side:6}{p['hands']:6} hands  {p['median']:+7.1f}  {p['zero']:7.1%}  "
            f"{p['minus_100_or_worse']:7.1%}  {p['plus_200_or_more']:7.1%}"
        )
    return lines


#: The columns of the hand-type table: each side's figure, by its key, with the column's heading and format.
_SIDE_COLUMNS = {
    "mean": ("mean", "{:+.1f}"),
    "pig": ("pig", "{:.0%}"),
    "goat": ("goat", "{:.0%}"),
    "transformer": ("transf.", "{:.0%}"),
    "hearts": ("hearts", "{:.2f}"),
    "voids": ("voids", "{:.2f}"),
    "first_void": ("1st void", "{:.1f}"),
}


def hand_type_lines(table: Mapping[str, Any]) -> list[str]:
    """The hand-type comparison as a Markdown table (hero / field in each cell), then the extreme seats."""
    head = " | ".join(f"{heading} H / F" for heading, _ in _SIDE_COLUMNS.values())
    lines = [
        f"ordinary deals by hand type ({table['seats']} seats; H hero, F field)",
        f"| type | seats | hero minus field (95%) | {head} |",
        "|---|---:|---|" + "---|" * len(_SIDE_COLUMNS),
    ]
    for row in table["types"]:
        lo, hi = row["ci95"]
        cells = " | ".join(
            f"{form.format(row['hero'][key])} / {form.format(row['field'][key])}"
            for key, (_, form) in _SIDE_COLUMNS.items()
        )
        lines.append(f"| {row['type']} | {row['seats']} | {row['diff']:+.1f} ({lo:+.1f} .. {hi:+.1f}) | {cells} |")
    for name in ("worst", "best"):
        lines.append(f"the hero's {name} seats against the field:")
        for seat in table[name]:
            field = " ".join(f"{s:+d}" for s in seat["field"])
            kinds = "; ".join(seat["types"]) or "-"
            lines.append(
                f"  {seat['code']} {seat['seat']}: hero {seat['hero']:+d}, field {field} ({seat['margin']:+.1f}); {kinds}"
            )
    return lines


def report_text(report: Mapping[str, Any]) -> str:
    """All of the report's figures to read, as lines of text."""
    lines = margin_lines(report)
    lines.append(f"hero {report['hero_mean']:+.2f} and field {report['field_mean']:+.2f} per hand")
    if "profile" in report:
        lines += profile_lines(report["profile"])
    if "hand_types" in report:
        lines += hand_type_lines(report["hand_types"])
    cpu = report["cpu_ms_per_decision"]
    lines.append(
        f"hero's CPU ms per decision: p50 {cpu['p50']}, p95 {cpu['p95']}, max {cpu['max']} "
        f"({cpu['count']} decisions, {report['seconds']} s)"
    )
    return "\n".join(lines) + "\n"
