# Shared set-up steps for scripts/play and scripts/test. Source it, don't run it.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

say() { printf '%s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

# Prints the first python3 that is 3.11 or newer.
find_python() {
    local candidate
    for candidate in python3.14 python3.13 python3.12 python3.11 python3; do
        if command -v "$candidate" >/dev/null 2>&1 &&
            "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
            command -v "$candidate"
            return 0
        fi
    done
    die "Python 3.11 or newer is needed (python3 on PATH)"
}

# npm ci only when node_modules is missing or older than package-lock.json.
# npm writes node_modules/.package-lock.json at the end of every install.
ensure_node_modules() {
    local marker="$ROOT/node_modules/.package-lock.json"
    if [[ -f "$marker" && ! "$ROOT/package-lock.json" -nt "$marker" ]]; then
        return 0
    fi
    command -v npm >/dev/null 2>&1 || die "Node.js and npm are needed (npm on PATH)"
    say "Installing the pinned Pyodide runtime (npm ci)..."
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error) >&2
    touch "$marker"
}

# Copies the Pyodide runtime to web/build/pyodide/ and builds web/build/gongzhu.zip.
build_web() {
    local python="$1"
    ensure_node_modules
    "$python" "$ROOT/scripts/build.py"
}
