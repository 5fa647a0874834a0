"""The page's types of the engine's replies (web/js/types/engine.d.ts) are the engine's TypedDicts as they are now."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import js_types


def test_the_committed_types_are_the_engines(capsys: pytest.CaptureFixture[str]) -> None:
    assert js_types.main(["--check"]) == 0, capsys.readouterr().err


def test_a_stale_file_is_found(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    committed = js_types.OUTPUT.read_text(encoding="utf-8")
    out = tmp_path / "engine.d.ts"
    # As if a view field had been renamed in pageview.py since the file was made.
    out.write_text(committed.replace("  hand_no: number;", "  hand_number: number;"), encoding="utf-8")
    assert js_types.main(["--check", "--out", str(out)]) == 1
    assert "stale" in capsys.readouterr().err
    assert js_types.main(["--out", str(out)]) == 0 and js_types.main(["--check", "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == committed


def test_every_reply_and_view_is_declared() -> None:
    text = js_types.OUTPUT.read_text(encoding="utf-8")
    for name in ("View", "SeatState", "Score", "PastTrick", "ViewChanges", "GameReply", "ChangesReply", "Hint"):
        assert re.search(rf"^export interface {name}( extends \w+)? {{$", text, re.MULTILINE), name
    # A TypedDict that extends another is an interface that extends it, its own fields only.
    assert "export interface Score extends Breakdown {" in text and "export interface Breakdown {" in text
    assert "export type Reply = GameReply | ChangesReply |" in text
    assert "export type Reason = " in text and '"on_balance"' in text
    # Optional fields (NotRequired) are optional in TypeScript too.
    assert "  save?: string;" in text and "  trick_winner?: string;" in text
