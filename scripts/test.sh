#!/usr/bin/env bash
# Install the project with its test tools into .venv and run the linters and the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e '.[test]'
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/mypy
.venv/bin/lint-imports --no-cache
set +e
.venv/bin/python -m pytest -p no:cacheprovider "$@"
status=$?
set -e
exit "$status"
