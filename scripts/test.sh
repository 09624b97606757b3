#!/usr/bin/env bash
# `npm test`: everything CI checks. Each suite writes a JSON report to reports/; the last line
# totals them as "N passed, N failed". Exit status is non-zero when anything failed.
set -u
cd "$(dirname "$0")/.."
rm -rf reports && mkdir -p reports

# Dependencies and the browser, on a fresh machine.
# `npm ci` installs exactly the lock file's tree (every platform's optional packages are locked).
if [[ ! -f node_modules/.package-lock.json ]]; then npm ci --no-audit --no-fund || exit 1; fi
if [[ ! -x /usr/bin/chromium ]]; then
  echo "Installing Chromium from Debian…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || echo "Chromium could not be installed"
fi

record() { # record NAME PASSED FAILED [SKIPPED]
  printf '{"passed":%d,"failed":%d,"skipped":%d}\n' "$2" "$3" "${4:-0}" > "reports/$1.count.json"
}
check() { # check NAME COMMAND... : a suite that is one pass or one failure
  local name=$1; shift
  echo "── $name"
  if "$@"; then record "$name" 1 0; else record "$name" 0 1; fi
}
# Suites side by side (issue 24): each one's output is kept aside and printed, whole, once all are
# done. tsc and ESLint each use one core, and an integration run on PostgreSQL spends much of its
# time waiting on the server, so two at a time keep a 2-core machine busy.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# How long each stage took, printed before the totals (bench/README.md, "npm test").
timings=()
stage_start=0
stage_done() { timings+=("$(printf '%-40s %4d s' "$1" $((SECONDS - stage_start)))"); stage_start=$SECONDS; }
started=()
in_background() { # in_background NAME COMMAND... : a check, beside the others
  local name=$1; shift
  check "$name" "$@" > "$logs/$name" 2>&1 &
  started+=("$name")
}
run_in_background() { # run_in_background NAME TITLE COMMAND... : a suite writing its own report
  local name=$1 title=$2; shift 2
  { echo "── $title"; "$@"; } > "$logs/$name" 2>&1 &
  started+=("$name")
}
wait_all() {
  wait
  local name
  for name in "${started[@]}"; do cat "$logs/$name"; done
  started=()
}

stage_done "install (npm ci, Chromium) if missing"
export NEXT_TELEMETRY_DISABLED=1
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

# Unused files, exports and dependencies; in production, what the shop ships must be reachable
# from a page, a route or a script (services ahead of their screens are listed in knip.json).
unused_code() { npx knip --no-progress && npx knip --no-progress --production --include files; }

in_background typecheck npx tsc --noEmit
in_background lint npx eslint . --max-warnings=0
wait_all
stage_done "typecheck + lint"
in_background prettier npx prettier --check .
in_background knip unused_code
wait_all
stage_done "prettier + knip"
check lockfile node scripts/check-lockfile.mjs
check migrations-in-sync bash scripts/check-migrations.sh
stage_done "lockfile, migrations"

# No high or critical advisory in production dependencies; skipped (not passed) when the registry
# cannot answer audit requests, as this machine's mirror cannot.
echo "── npm audit"
node scripts/check-audit.mjs
case $? in
  0) record npm-audit 1 0 ;;
  2) record npm-audit 0 0 1 ;;
  *) record npm-audit 0 1 ;;
esac
stage_done "npm audit"

echo "── unit"
npx vitest run --project unit --project unit-isolated --reporter=default --reporter=json --outputFile.json=reports/unit.vitest.json
stage_done "unit"

echo "── component (happy-dom)"
npx vitest run --project component --reporter=default --reporter=json --outputFile.json=reports/component.vitest.json
stage_done "component"

# The two integration runs side by side, each with one worker. (The machine is busy throughout:
# PGlite's run in two halves beside PostgreSQL's took longer, not shorter; bench/README.md.)
integration() { # integration DB REPORT : one integration run, its report in reports/
  env TEST_DB="$1" npx vitest run --project integration --project integration-isolated --reporter=default --reporter=json --outputFile.json="reports/$2.vitest.json"
}
run_in_background integration-pglite "integration (PGlite)" integration pglite integration-pglite

if node scripts/pg-ready.mjs "$TEST_DATABASE_URL"; then
  run_in_background integration-postgres "integration (PostgreSQL at $TEST_DATABASE_URL)" integration postgres integration-postgres
elif [[ "${CI:-}" == "true" ]]; then
  echo "PostgreSQL is not answering at $TEST_DATABASE_URL: under CI that is a failure."
  record integration-postgres 0 1
else
  echo "PostgreSQL is not answering: skipping its integration run (it is required under CI=true)."
fi
wait_all
stage_done "integration (PGlite | PostgreSQL)"

echo "── end-to-end (Chromium)"
npx playwright test
stage_done "end-to-end (build included)"

echo
printf '%s\n' "${timings[@]}"
node scripts/test-summary.mjs reports
