"""Write tests/file_durations.json (seconds a test file takes) from a JUnit XML report of a test run:

    bash scripts/test.sh --junitxml=/tmp/run.xml && python scripts/test_durations.py /tmp/run.xml

tests/conftest.py runs the longest files first, so the test processes end together."""

from __future__ import annotations

import argparse
import json
import xml.etree.ElementTree as ElementTree
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "file_durations.json"


def file_seconds(report: Path) -> dict[str, float]:
    seconds: defaultdict[str, float] = defaultdict(float)
    for case in ElementTree.parse(report).iter("testcase"):
        module = case.get("classname", "")
        parts = module.split(".")
        # A test in a class has the class as the last part of classname: keep the module path.
        while parts and not (ROOT / Path(*parts).with_suffix(".py")).exists():
            parts.pop()
        if parts:
            seconds[str(Path(*parts).with_suffix(".py"))] += float(case.get("time", "0"))
    return dict(seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("report", type=Path, help="a JUnit XML file written by pytest --junitxml")
    args = parser.parse_args()
    seconds = file_seconds(args.report)
    ordered = dict(sorted(((name, round(value, 1)) for name, value in seconds.items()), key=lambda kv: -kv[1]))
    OUT.write_text(json.dumps(ordered, indent=1) + "\n", encoding="utf-8")
    total = sum(ordered.values())
    print(f"{len(ordered)} files, {total:.0f} s of tests; the longest: {next(iter(ordered), '-')}")


if __name__ == "__main__":
    main()
