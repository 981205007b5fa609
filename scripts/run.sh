#!/usr/bin/env bash
# Start the tusac-lan desktop client (or `run.sh play` etc.: any tusac command).
# It finds Python 3.11–3.13 (python3.13, python3.12, python3.11, then python3; or says what to install)
# and installs into .venv only when .venv is missing, was made by another Python or at another place
# (a moved clone), or pyproject.toml changed since the last install (see .venv/.tusac-installed);
# otherwise it starts at once, with no network needed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/python_env.sh
python=$(tusac_pick_python) || exit 1
if ! tusac_venv_current "$python"; then
    echo "run.sh: installing tusac-lan into .venv with $python (first start, another Python or place, or pyproject.toml changed)…" >&2
    tusac_ensure_venv "$python" .
fi
exec .venv/bin/tusac "$@"
