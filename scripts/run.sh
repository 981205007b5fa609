#!/usr/bin/env bash
# Start the tusac-lan desktop client (or `run.sh play` etc.: any tusac command).
# It installs into .venv only when .venv is missing or pyproject.toml changed since the last
# install (the hash of pyproject.toml is kept in .venv/.tusac-installed); otherwise it starts at
# once, with no network needed.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=.venv/.tusac-installed
wanted=$(python3 -c 'import hashlib, sys; print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest())')
if [[ ! -x .venv/bin/tusac || ! -f $stamp || "$(cat "$stamp")" != "$wanted" ]]; then
    echo "run.sh: installing tusac-lan into .venv (first start, or pyproject.toml changed)…" >&2
    [[ -x .venv/bin/python ]] || python3 -m venv .venv
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet -e .
    echo "$wanted" > "$stamp"
fi
exec .venv/bin/tusac "$@"
