# Sourced by run.sh and test.sh (bash): find a Python that tusac-lan can use and keep .venv made by it.
#
# A suitable Python is 3.11, 3.12 or 3.13 with its venv module. 3.14 and later are passed over: coincurve
# (the secp256k1 library) publishes no wheels for them, so pip would build it from source, which needs a
# compiler and fetches libsecp256k1 from the network. TUSAC_PYTHON=/path/to/python overrides the search
# (any version from 3.11 on) for those who want to try that.

TUSAC_PYTHONS="python3.13 python3.12 python3.11 python3"
# Asks a Python for its version and whether it can make a venv (Debian and Ubuntu ship ensurepip apart).
TUSAC_PROBE='import sys, importlib.util as u
print("%d.%d" % sys.version_info[:2], "venv" if u.find_spec("ensurepip") and u.find_spec("venv") else "novenv")'

tusac_version_ok() {  # tusac_version_ok MAJOR.MINOR [any]: 3.11 to 3.13, or 3.11 and later with "any"
    local minor=${1#3.}
    [[ $1 == 3.* && $minor =~ ^[0-9]+$ ]] || return 1
    ((minor >= 11)) || return 1
    [[ ${2:-} == any ]] || ((minor <= 13))
}

# Prints the path of the Python to use; otherwise says what to install and fails.
tusac_pick_python() {
    local name path answer version venv seen=""
    if [[ -n ${TUSAC_PYTHON:-} ]]; then
        answer=$("$TUSAC_PYTHON" -c "$TUSAC_PROBE" 2>/dev/null) || answer=""
        read -r version venv <<<"$answer"
        if tusac_version_ok "${version:-}" any && [[ $venv == venv ]]; then
            command -v "$TUSAC_PYTHON"
            return 0
        fi
        echo "TUSAC_PYTHON=$TUSAC_PYTHON is not a Python 3.11 or later with its venv module (it said: ${answer:-nothing})." >&2
        return 1
    fi
    for name in $TUSAC_PYTHONS; do
        path=$(command -v "$name" 2>/dev/null) || continue
        answer=$("$path" -c "$TUSAC_PROBE" 2>/dev/null) || continue
        read -r version venv <<<"$answer"
        if tusac_version_ok "$version" && [[ $venv == venv ]]; then
            echo "$path"
            return 0
        fi
        seen+="  $name is Python $version"
        tusac_version_ok "$version" && seen+=" without its venv module (on Debian/Ubuntu: sudo apt install python$version-venv)"
        tusac_version_ok "$version" any && ! tusac_version_ok "$version" && seen+=", too new: coincurve has no wheels for it yet"
        seen+=$'\n'
    done
    {
        echo "tusac-lan needs Python 3.11, 3.12 or 3.13 with its venv module, and found none."
        [[ -n $seen ]] && printf '%s' "$seen"
        echo "Install one, then run this again:"
        echo "  Debian 12, Ubuntu 24.04 and later:  sudo apt install python3 python3-venv"
        echo "  Ubuntu 22.04:                       sudo apt install python3.11 python3.11-venv"
        echo "  where python3 is 3.14 or later:     sudo apt install python3.13 python3.13-venv (if your release has it)"
        echo "  macOS and Windows: Python 3.13 from python.org."
        echo "Or name one with TUSAC_PYTHON=/path/to/python (3.14 and later build coincurve from source, fetching libsecp256k1)."
    } >&2
    return 1
}

tusac_pyproject_hash() {
    cksum <pyproject.toml
}

# The stamp: what the install in .venv was made from (pyproject.toml, the venv's place, its Python).
tusac_stamp() {  # tusac_stamp PYTHON
    local answer
    answer=$("$1" -c "$TUSAC_PROBE") || return 1
    printf '%s\n%s\n%s\n' "$(tusac_pyproject_hash)" "$(pwd -P)/.venv" "${answer%% *}"
}

# True when .venv was made here by this Python and holds the current pyproject.toml's install.
tusac_venv_current() {  # tusac_venv_current PYTHON
    local wanted
    [[ -x .venv/bin/tusac && -f .venv/.tusac-installed ]] || return 1
    wanted=$(tusac_stamp "$1") || return 1
    [[ "$(cat .venv/.tusac-installed)" == "$wanted" ]] || return 1
    .venv/bin/python -c "" >/dev/null 2>&1  # its base Python may have been removed since
}

# True when .venv can be installed into again: it was made here, by this Python, and still runs.
tusac_venv_reusable() {  # tusac_venv_reusable PYTHON
    local wanted made
    [[ -f .venv/.tusac-installed ]] || return 1
    wanted=$(tusac_stamp "$1") || return 1
    made=$(cat .venv/.tusac-installed)
    [[ "$(sed -n 2,3p <<<"$made")" == "$(sed -n 2,3p <<<"$wanted")" ]] || return 1
    .venv/bin/python -c "" >/dev/null 2>&1
}

tusac_install_into_venv() {  # tusac_install_into_venv PIP_TARGET, e.g. . or .[test]
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet -e "$1"
}

# Makes .venv current for PYTHON: a .venv made by another Python or at another path (a moved clone,
# whose scripts name the old path) is made anew.
tusac_ensure_venv() {  # tusac_ensure_venv PYTHON PIP_TARGET
    if [[ -e .venv ]] && ! tusac_venv_reusable "$1"; then
        echo "scripts: making .venv anew with $1 (it was made by another Python, elsewhere, or by an older script)…" >&2
        rm -rf .venv
    fi
    [[ -x .venv/bin/python ]] || "$1" -m venv .venv
    tusac_install_into_venv "$2"
    tusac_stamp "$1" >.venv/.tusac-installed
}
