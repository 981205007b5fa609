#!/usr/bin/env bash
# Install tusac-lan into .venv and start it: a table against three bots, no network set-up needed.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e .
exec .venv/bin/tusac "$@"
