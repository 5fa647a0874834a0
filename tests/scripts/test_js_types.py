"""The page's types of the engine's replies (web/js/types/engine.d.ts) are the engine's TypedDicts as they are now."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SCRIPT = ROOT / "scripts" / "js_types.py"
TYPES = ROOT / "web" / "js" / "types" / "engine.d.ts"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, check=False, cwd=ROOT)


def test_the_committed_types_are_the_engines() -> None:
    done = run("--check")
    assert done.returncode == 0, done.stderr


def test_a_stale_file_is_found(tmp_path: Path) -> None:
    out = tmp_path / "engine.d.ts"
    # As if a view field had been renamed in pageview.py since the file was made.
    out.write_text(TYPES.read_text(encoding="utf-8").replace("  hand_no: number;", "  hand_number: number;"), "utf-8")
    done = run("--check", "--out", str(out))
    assert done.returncode == 1 and "stale" in done.stderr
    assert run("--out", str(out)).returncode == 0 and run("--check", "--out", str(out)).returncode == 0
    assert out.read_text(encoding="utf-8") == TYPES.read_text(encoding="utf-8")


def test_every_reply_and_view_is_declared() -> None:
    text = TYPES.read_text(encoding="utf-8")
    for name in ("View", "SeatState", "Score", "PastTrick", "ViewChanges", "GameReply", "ChangesReply", "Hint"):
        assert re.search(rf"^export interface {name}( extends \w+)? {{$", text, re.MULTILINE), name
    # A TypedDict that extends another is an interface that extends it, its own fields only.
    assert "export interface Score extends Breakdown {" in text and "export interface Breakdown {" in text
    assert "export type Reply = GameReply | ChangesReply |" in text
    assert "export type Reason = " in text and '"on_balance"' in text
    # Optional fields (NotRequired) are optional in TypeScript too.
    assert "  save?: string;" in text and "  trick_winner?: string;" in text
