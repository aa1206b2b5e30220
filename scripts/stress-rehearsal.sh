#!/usr/bin/env bash
# A busy machine's CI run, before CI has one: runs .ci/run (or the phases given, each a shell command) in
# a fresh clone of HEAD with stress-ng beside it for the whole run, stops stress-ng at the end and prints
# each phase's time. Four pure CPU loops do not make a run fail that a busy runner fails; CPU, disk and
# memory at once do (installs, builds, a browser, torch imports): stress-ng --cpu 4 --io 2 --vm 1 --vm-bytes 2G.
#
#   scripts/stress-rehearsal.sh                                   # .ci/run in a fresh clone
#   scripts/stress-rehearsal.sh 'npm ci' 'npm run test:slow'      # those phases in a fresh clone
#   scripts/stress-rehearsal.sh --in . --for 180 "npx tsx verify/run.ts 'basic/*'"   # here, 3 minutes of stress at most
#
# Options: --in DIR runs in DIR instead of a fresh clone; --for SECONDS stops the stress after that long
# (default: when the run ends); --stress 'ARGS' replaces stress-ng's arguments; --keep keeps the fresh clone
# (removed at the end otherwise: with its Python environments it holds about 9 GB, and two runs in a row
# filled a disk). Exits with the run's status.
set -euo pipefail

STRESS_ARGS="--cpu 4 --io 2 --vm 1 --vm-bytes 2G"
dir=""
seconds=""
keep=""
while [ $# -gt 0 ]; do
  case $1 in
    --in) dir=$(cd "$2" && pwd); shift 2 ;;
    --for) seconds=$2; shift 2 ;;
    --stress) STRESS_ARGS=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --) shift; break ;;
    -*) echo "stress-rehearsal: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) break ;;
  esac
done
command -v stress-ng >/dev/null || { echo "stress-rehearsal: needs stress-ng (apt-get install stress-ng)" >&2; exit 2; }

clone=""
if [ -z "$dir" ]; then
  dir=$(mktemp -d /tmp/stress-rehearsal-XXXXXX)
  [ -n "$keep" ] || clone=$dir
  git clone --quiet "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)" "$dir"
  echo "::: fresh clone of $(git -C "$dir" rev-parse --short HEAD) in $dir"
fi

# stress-ng in a process group of its own, so that stopping it stops every worker it started.
# shellcheck disable=SC2086
setsid stress-ng $STRESS_ARGS ${seconds:+--timeout "$seconds"} --quiet &
stress_pid=$!
stop_stress() {
  kill -TERM -- "-$stress_pid" 2>/dev/null || true
  wait "$stress_pid" 2>/dev/null || true
}

phases=()
report() {
  local rc=$?
  stop_stress
  echo "::: stress-rehearsal: stress-ng $STRESS_ARGS${seconds:+ for at most $seconds s}, stopped; load average now $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ ${#phases[@]} -gt 0 ]; then
    echo "::: phase times (beside stress-ng)"
    printf '  %s\n' "${phases[@]}"
  fi
  printf '  %-40s %4d s\n' "total" "$SECONDS"
  if [ -n "$clone" ]; then
    cd /
    rm -rf "$clone"
    echo "::: removed the fresh clone $clone (--keep keeps it)"
  fi
  exit $rc
}
trap report EXIT
echo "::: stress-ng $STRESS_ARGS beside the run (pid $stress_pid); load average $(cut -d' ' -f1-3 /proc/loadavg)"

cd "$dir"
if [ $# -eq 0 ]; then
  .ci/run # prints its own phase times
else
  for command in "$@"; do
    start=$SECONDS
    echo "::: $command"
    status=0
    bash -c "$command" || status=$?
    phases+=("$(printf '%-40s %4d s' "$command" $((SECONDS - start)))$([ $status -eq 0 ] || echo "  (exit $status)")")
    [ $status -eq 0 ] || exit $status
  done
fi
