"""One version next to one licence: pyproject.toml, package.json and LICENSE agree."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_pyproject_and_package_json_give_one_version_and_one_licence() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    assert project["version"] == package["version"] == lock["version"] == lock["packages"][""]["version"]
    assert project["license"] == {"text": "MIT"}
    assert package["license"] == lock["packages"][""]["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_the_package_metadata_carries_the_readme() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["readme"] == "README.md" and (ROOT / project["readme"]).is_file()


def test_every_package_of_the_engine_is_installed() -> None:
    listed = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"]
    found = sorted(".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "gongzhu").rglob("__init__.py"))
    assert sorted(listed) == found and "gongzhu.tools" in found
