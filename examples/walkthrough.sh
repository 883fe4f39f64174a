#!/usr/bin/env bash
# The README's walk-through: a tour of the API against the local stack, with `npm start` running
# in another terminal and the three lines it printed:
#   API=http://127.0.0.1:3000 KEY=wsk_... WORKSPACE=<id> bash examples/walkthrough.sh
# Stops at the first answer that is not what the tour expects. Needs bash, curl and node.
set -euo pipefail
cd "$(dirname "$0")/.."   # the repository, for `npm run admin`
: "${API:?Set API to the "API:" line of npm start}"
: "${KEY:?Set KEY to the "API key:" line of npm start}"
: "${WORKSPACE:?Set WORKSPACE to the "Workspace:" line of npm start}"
WEBHOOK_URL=${WEBHOOK_URL:-http://127.0.0.1:8080/}   # where examples/webhook-receiver.mjs listens

# api METHOD PATH [JSON]: the call with $TOKEN (default $KEY); prints the body, stops on a non-2xx.
api() {
  local args=(-sS --fail-with-body -X "$1" "$API$2" -H "Authorization: Bearer ${TOKEN:-$KEY}")
  if [ $# -ge 3 ]; then args+=(-H 'Content-Type: application/json' -d "$3"); fi
  local body
  if ! body=$(curl "${args[@]}"); then echo "$1 $2 failed: $body" >&2; exit 1; fi
  printf '%s\n' "$body"
}
# get PATH.TO.FIELD: one field of the JSON on stdin (jq may be absent; node is not). A step
# `name=value` picks the array item whose `name` is `value`.
get() {
  node -e 'let s = ""; process.stdin.on("data", (c) => (s += c)).on("end", () => {
    let v;
    try { v = JSON.parse(s); } catch { console.error(`not JSON: ${s.slice(0, 500)}`); process.exit(1); }
    for (const k of process.argv[1].split(".")) {
      const [name, value] = k.split("=");
      v = value === undefined ? v?.[k] : v?.find?.((item) => String(item[name]) === value);
    }
    if (v === undefined) { console.error(`no ${process.argv[1]} in ${s}`); process.exit(1); }
    console.log(typeof v === "object" ? JSON.stringify(v) : v);
  })' "$1"
}
# wait_until PATH FIELD VALUE: reads PATH each second until FIELD is VALUE; stops after 60 s.
wait_until() {
  local value
  for _ in $(seq 60); do
    value=$(api GET "$1" | get "$2")
    if [ "$value" = "$3" ]; then return 0; fi
    sleep 1
  done
  echo "$1: $2 is still $value after 60 s, not $3" >&2
  exit 1
}
# Dates are computed, never written down: a key that expires in 30 days.
EXPIRES_AT=$(node -e 'console.log(new Date(Date.now() + 30 * 86400e3).toISOString())')

echo '== Networks: none enabled at first; enable two in sandbox (the default environment)'
echo "enabled: $(api GET /v1/workspace/networks | get data.enabled_networks)"
echo "enabled: $(api PUT /v1/workspace/networks '{"enabled_networks":["ethereum","solana"]}' | get data.enabled_networks)"

echo '== The transfer policy, in live this time (PUT replaces the whole policy)'
POLICY=$(api PUT '/v1/workspace/transfer-policy?environment=live' \
  '{"allowed_destination_addresses":["0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359"],
    "blocked_destination_addresses":["TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7"]}')
echo "policy version $(get data.policy.version <<<"$POLICY")"   # also in the ETag header, for If-Match
echo "allowed: $(api GET '/v1/workspace/transfer-policy?environment=live' | get data.policy.allowed_destination_addresses)"  # checksummed

echo '== A read-only key for a dashboard (the token is shown once), listed, then revoked'
DASHBOARD=$(api POST /v1/api-keys "{\"name\":\"Dashboard\",\"scopes\":[\"wallets:read\",\"workspace:read\"],\"expires_at\":\"$EXPIRES_AT\"}")
DASHBOARD_ID=$(get data.api_key.id <<<"$DASHBOARD")
echo "keys: $(api GET '/v1/api-keys?limit=10' | get data.items.length)"
echo "dashboard key: $(api POST "/v1/api-keys/$DASHBOARD_ID/revoke" | get data.api_key.status)"

echo "== A webhook for every event type, to $WEBHOOK_URL"
WEBHOOK=$(api POST /v1/webhooks "{\"name\":\"Walk-through\",\"url\":\"$WEBHOOK_URL\",\"event_types\":[\"*\"]}")
echo "webhook $(get data.webhook.id <<<"$WEBHOOK"); to receive its events:"
echo "  WEBHOOK_SECRET=$(get data.signing_secret <<<"$WEBHOOK") PORT=8080 node examples/webhook-receiver.mjs"

echo '== A wallet, funded with 250 USDC (a sandbox deposit confirms after a few seconds)'
WALLET=$(api POST /v1/wallets '{"name":"Treasury","networks":["ethereum"]}')
WALLET_ID=$(get data.wallet.id <<<"$WALLET")
WALLET_ADDRESS=$(get data.wallet.accounts.0.address <<<"$WALLET")
DEPOSIT_ID=$(api POST "/v1/sandbox/wallets/$WALLET_ID/deposits" \
  '{"network_code":"ethereum","asset_symbol":"USDC","amount_base_units":"250000000"}' | get data.transaction.id)
wait_until "/v1/transactions/$DEPOSIT_ID" data.transaction.status completed
echo "balance: $(api GET /v1/balances | get data.workspace_balances.symbol=USDC.display.crypto) USDC"

echo '== A transfer of 100 USDC: approval is required by default, by another member'
TRANSFER_ID=$(api POST /v1/transfers "{\"wallet_id\":\"$WALLET_ID\",\"network_code\":\"ethereum\",\"asset_symbol\":\"USDC\",
  \"amount_base_units\":\"100000000\",\"to_address\":\"0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359\"}" | get data.id)
echo "transfer $TRANSFER_ID: $(api GET "/v1/transfers/$TRANSFER_ID" | get data.approval_state)"

echo '== A second member with a key that approves, in one operator command'
APPROVER=$(npm run admin --silent -- add-approver --workspace "$WORKSPACE" --email "approver-$(date +%s)@acme.test" \
  --name Approver --scopes transfers:approve --environments sandbox --expires-at "$EXPIRES_AT")
echo "approved by $(TOKEN=$(get token <<<"$APPROVER") api POST "/v1/transfers/$TRANSFER_ID/approve" | get data.approved_by_email)"

echo '== The transfer goes to custody; its status and tx_hash are in data.activity'
wait_until "/v1/transfers/$TRANSFER_ID" data.activity.status completed
echo "transfer $TRANSFER_ID: completed, tx_hash $(api GET "/v1/transfers/$TRANSFER_ID" | get data.activity.tx_hash)"

echo '== An on-ramp: NGN paid in by bank transfer, USDC delivered to the Treasury wallet'
PAYMENT=$(api POST /v1/ramp/payments "{\"direction\":\"on_ramp\",\"rail\":\"bank\",\"country_code\":\"NG\",
  \"source_asset\":\"NGN\",\"source_amount\":\"50000000\",\"destination_asset\":\"USDC\",
  \"destination\":{\"bank_account\":{\"account_name\":\"Ada Obi\",\"account_number\":\"0123456789\",\"bank_code\":\"058\"}},
  \"deliver_to\":{\"network\":\"ethereum\",\"address\":\"$WALLET_ADDRESS\"},\"metadata\":{\"order_id\":\"A-1001\"}}")
REFERENCE=$(get data.reference <<<"$PAYMENT")
echo "payment $REFERENCE: $(get data.status <<<"$PAYMENT"); pay $(get data.funding_instructions <<<"$PAYMENT")"
echo "delivery: $(api GET "/v1/ramp/payments/$REFERENCE" | get data.delivery)"   # wallet_id: the Treasury

echo '== Failures are the same envelope with a stable code'
echo "no key: $(curl -sS "$API/v1/workspace/networks" | get error)"   # a 401
