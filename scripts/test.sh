#!/usr/bin/env bash
# Install the project with its test tools into .venv and run the linters and the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/python_env.sh
python=$(tusac_pick_python) || exit 1
tusac_ensure_venv "$python" '.[test]'
# The network-fault tests build their own namespaces and need iproute2 and iptables; without them
# (or without root) they skip with a reason. Install them when this machine allows it.
if [ "$(id -u)" -eq 0 ] && ! command -v iptables >/dev/null && command -v apt-get >/dev/null; then
    apt-get install -y -qq iproute2 iptables >/dev/null 2>&1 || echo "test.sh: iptables not installed; network-fault tests will skip" >&2
fi
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/mypy
.venv/bin/lint-imports --no-cache
set +e
# Three test processes (pytest-xdist), a test file each at a time, the longest files first (tests/conftest.py;
# not by count of tests): most tests wait on real peer processes and deadlines, and with two processes the
# two cores stood idle 43 % of the run (vmstat), so a third one takes the wall time from 27 to 20 minutes.
# TUSAC_TEST_WORKERS sets how many (0: one process).
.venv/bin/python -m pytest -p no:cacheprovider -n "${TUSAC_TEST_WORKERS:-3}" --dist loadfile --no-loadscope-reorder "$@"
status=$?
set -e
exit "$status"
