#!/usr/bin/env bash
# The export benchmark's baseline: page views to CSV the way this API is scripted by hand today,
# one curl per page and jq to turn each JSON page into CSV rows and read `hasMore`.
#
#   BASE_URL=... PROJECT_ID=... API_KEY=... DATE_FROM=... DATE_TO=... LIMIT=250 OUT=views.csv \
#     bash bench/baseline-export.sh
#
# The key comes from the environment (not argv) so it does not show in `ps`. Paging is bounded by
# MAX_PAGES so a server that always says `hasMore` cannot keep it running.
set -euo pipefail

: "${BASE_URL:?}" "${PROJECT_ID:?}" "${API_KEY:?}" "${DATE_FROM:?}" "${DATE_TO:?}" "${OUT:?}"
limit=${LIMIT:-250}
max_pages=${MAX_PAGES:-5000}

offset=0
echo 'path,human,ai,total' >"$OUT"
for ((page = 0; page < max_pages; page++)); do
  body=$(curl -sS --fail --max-time 60 -H "Authorization: Bearer $API_KEY" \
    "$BASE_URL/v1/analytics/$PROJECT_ID/views?dateFrom=$DATE_FROM&dateTo=$DATE_TO&limit=$limit&offset=$offset")
  jq -r '.views[] | [.path, .human, .ai, .total] | @csv' <<<"$body" >>"$OUT"
  if [ "$(jq -r '.hasMore' <<<"$body")" != true ]; then
    exit 0
  fi
  offset=$((offset + limit))
done
echo "baseline-export: still more after $max_pages pages, giving up" >&2
exit 1
