#!/usr/bin/env bash
# Fails when src/server/db/schema has changes that no committed migration in drizzle/ carries.
set -u
cd "$(dirname "$0")/.."
copy=.test-data/migration-check
rm -rf "$copy" && mkdir -p "$copy"
trap 'rm -rf "$copy"' EXIT
cp -r drizzle/. "$copy"
output=$(npx drizzle-kit generate --dialect postgresql --schema ./src/server/db/schema/index.ts --out "$copy" --name drift 2>&1)
if grep -q "No schema changes" <<<"$output"; then
  echo "Migrations match the schema."
else
  echo "$output"
  echo "The schema has changes without a migration: run npm run db:generate and commit drizzle/."
  exit 1
fi
