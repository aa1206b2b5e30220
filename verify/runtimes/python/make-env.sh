#!/usr/bin/env bash
# Makes the Python virtual environment a part of the verify run needs: .cache/venv-<name>, with the packages
# listed in verify/runtimes/python/requirements/<name>.txt, installed offline from the machine's local
# package index (pip config list: extra-index-url). Does nothing when the environment already holds that list.
#   verify/runtimes/python/make-env.sh sdk
set -euo pipefail
name=${1:?usage: make-env.sh <name> (one of: $(cd "$(dirname "$0")/requirements" && ls | sed 's/\.txt$//' | tr '\n' ' '))}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
requirements="$here/requirements/$name.txt"
[ -f "$requirements" ] || { echo "make-env.sh: no $requirements" >&2; exit 2; }
venv="$repo/.cache/venv-$name"
if [ -f "$venv/.requirements" ] && cmp -s "$requirements" "$venv/.requirements"; then exit 0; fi
# The first local index stands in for PyPI (unreachable here), so pip does not retry against it.
index=$(pip config get global.extra-index-url 2>/dev/null | awk '{print $1}')
[ -n "$index" ] || { echo "make-env.sh: pip has no local index (pip config get global.extra-index-url)" >&2; exit 2; }
rm -rf "$venv"
python3 -m venv "$venv"
# Modules are byte-compiled when first imported, not at install: pip would compile every file of every package
# (about 45 s of CPU for the library runtime, most of it for modules nothing imports). The caches go to
# $venv/pycache, whatever PYTHONDONTWRITEBYTECODE says (the verify runs set it: no __pycache__ in the clone).
site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))')
echo "import os, sys; sys.pycache_prefix = os.path.join(sys.prefix, 'pycache'); sys.dont_write_bytecode = False" >"$site/zz-compile-on-import.pth"
"$venv/bin/pip" install --quiet --no-compile --index-url "$index" -r "$requirements"
# Lines `#no-deps <pkg>==<version> ...` go in last, over what the rest resolved, without their dependencies
# (a wheel naming one the index lacks, which pip's resolver would otherwise pass over for another release).
no_deps=$(sed -n 's/^#no-deps //p' "$requirements")
[ -z "$no_deps" ] || "$venv/bin/pip" install --quiet --no-compile --index-url "$index" --no-deps $no_deps
cp "$requirements" "$venv/.requirements"
echo "made $venv"
