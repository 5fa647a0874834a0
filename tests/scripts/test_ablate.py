"""scripts/ablate.py: its variants name real Hard settings, and its tables pair runs deal by deal."""

from __future__ import annotations

import argparse
import doctest
import json
from pathlib import Path

from gongzhu.bots.hard_settings import HardSettings

import ablate


def test_the_table_helpers() -> None:
    assert doctest.testmod(ablate).failed == 0


def test_every_variant_is_a_valid_setting() -> None:
    for name, (settings, _) in ablate.VARIANTS.items():
        assert HardSettings.named({k: float(v) for k, v in settings.items()}) != HardSettings() or name == "base"


def test_a_kept_run_is_read_again(tmp_path: Path) -> None:
    args = argparse.Namespace(runs=tmp_path, field="defender", deals=2, no_exposure=True)
    report = {"per_deal": {"diff": [1.0, 2.0], "ordinary": [True, False]}, "cpu_ms_per_decision": {}}
    ablate.run_file(tmp_path, "base", 5, args).write_text(json.dumps(report))
    assert ablate.run("base", 5, args) == report
