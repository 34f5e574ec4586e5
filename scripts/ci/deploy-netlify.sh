#!/usr/bin/env bash
# Deploys a built site to Netlify. Used by .github/workflows/*.yml; runs locally too.
#   scripts/ci/deploy-netlify.sh <built dir> production
#   scripts/ci/deploy-netlify.sh <built dir> pr-42 /preview/pr-42/
# Needs NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID (repository secrets; see README "Continuous integration").
# Without them it says so and exits 0, so forks and local runs still pass. DEPLOY_MESSAGE names the deploy
# in Netlify (default: the target and the checked-out commit; the preview workflow sets it, because the
# commit it has checked out is the default branch's, not the pull request's). It prints the deployed site's
# address (with the base path) and, in a GitHub step, gives it as the step's output `url`.
set -euo pipefail
dir="$1"; target="$2"; base="${3:-/}"
if [ -z "${NETLIFY_AUTH_TOKEN:-}" ] || [ -z "${NETLIFY_SITE_ID:-}" ]; then
  echo "NETLIFY_AUTH_TOKEN or NETLIFY_SITE_ID is not set: skipping the deploy of $dir ($target)."
  exit 0
fi
stage="$dir"
if [ "$base" != "/" ]; then
  # A preview is built for its sub-path, so it is deployed into that sub-path, with its 404 page at the root.
  stage="$(mktemp -d)"
  mkdir -p "$stage$base"
  cp -R "$dir/." "$stage$base"
  cp "$dir/404.html" "$stage/404.html"
fi
cli=(npx --yes netlify-cli@23.9.5 deploy --dir "$stage" --site "$NETLIFY_SITE_ID" --auth "$NETLIFY_AUTH_TOKEN" --no-build --json)
if [ "$target" = "production" ]; then cli+=(--prod --message "${DEPLOY_MESSAGE:-main $(git rev-parse --short HEAD)}")
else cli+=(--alias "$target" --message "${DEPLOY_MESSAGE:-$target $(git rev-parse --short HEAD)}")
fi
status=0
result="$("${cli[@]}")" || status=$?
printf '%s\n' "$result"
if [ "$status" -ne 0 ]; then exit "$status"; fi
# The deploy's own address (https://pr-42--<site>.netlify.app), as netlify-cli's JSON names it; only a plain origin is taken.
origin="$(printf '%s\n' "$result" | grep -o '"deploy_url": *"https://[A-Za-z0-9.-]*/\{0,1\}"' | head -n 1 | sed 's|^"deploy_url": *"\(https://[A-Za-z0-9.-]*\)/\{0,1\}"$|\1|' || true)"
if [ -z "$origin" ]; then
  echo "The deploy of $dir ($target) did not name its address."
  exit 0
fi
echo "Deployed: $origin$base"
if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "url=$origin$base" >> "$GITHUB_OUTPUT"; fi
