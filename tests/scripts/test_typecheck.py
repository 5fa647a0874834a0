"""TypeScript's checker reads every module of web/js against the engine's types (./scripts/typecheck).

The page's modules name the engine's replies and views by the types that
scripts/js_types.py makes from the Python TypedDicts (web/js/types/engine.d.ts).
So a view field renamed in gongzhu/pageview.py fails the check at every module
that reads it: here the rename is made in a copy of web/js, and every module
that names the field must be among those the checker then refuses.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TSC = ROOT / "node_modules" / ".bin" / "tsc"
TYPES = Path("types") / "engine.d.ts"


def tsc(config: Path) -> subprocess.CompletedProcess[str]:
    assert TSC.exists(), f"{TSC} is missing: ./scripts/test installs it (npm ci)"
    return subprocess.run(
        [str(TSC), "-p", str(config), "--pretty", "false"], capture_output=True, text=True, check=False
    )


def test_every_module_of_the_page_passes_the_check() -> None:
    for config in ("tsconfig.json", "tsconfig.worker.json"):
        done = tsc(ROOT / config)
        assert done.returncode == 0, done.stdout[-3000:]


def refused_after_renaming(tmp_path: Path, field: str, declared: str) -> tuple[set[str], set[str]]:
    """The modules that name ``field``, and those the checker refuses once the View's field is renamed."""
    pages = tmp_path / "web" / "js"
    shutil.copytree(ROOT / "web" / "js", pages)
    types = pages / TYPES
    text = types.read_text(encoding="utf-8")
    assert f"  {field}: {declared};" in text
    types.write_text(text.replace(f"  {field}: {declared};", f"  {field}_renamed: {declared};"), encoding="utf-8")
    config = json.loads((ROOT / "tsconfig.json").read_text(encoding="utf-8"))
    config["include"] = [str(pages / "**" / "*.js"), str(pages / "types" / "*.d.ts")]
    config["exclude"] = [str(pages / "engine" / "worker.js")]
    (tmp_path / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    done = tsc(tmp_path / "tsconfig.json")
    refused = {
        str(Path(line.split("(", 1)[0]).resolve().relative_to(pages))
        for line in done.stdout.splitlines()
        if field in line
    }
    word = re.compile(rf"\b{field}\b")
    readers = {
        str(path.relative_to(pages))
        for path in pages.rglob("*.js")
        if word.search(path.read_text(encoding="utf-8")) and path.name != "worker.js"
    }
    return readers, refused


@pytest.mark.parametrize(("field", "declared"), [("hand_no", "number"), ("exposable", "string[]")])
def test_a_view_field_renamed_fails_the_check_at_every_reader(tmp_path: Path, field: str, declared: str) -> None:
    readers, refused = refused_after_renaming(tmp_path, field, declared)
    assert readers, f"no module reads {field}"
    assert readers <= refused, f"not refused: {sorted(readers - refused)}"
