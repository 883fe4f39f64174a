/** The operator CLI's help text and its usage error. */

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-workspace --name <name> [--owner-email <email>] [--owner-name <name>] [--origin <API origin>]
      Creates a workspace, its owner and a full-access key, and an enrolment link for the owner
      (one use, 72 hours; docs/members.md). Prints { workspace_id, name, owner, api_key, token,
      enrolment }; with --origin, enrolment.enrolment_url is the whole link.
  create-api-key --workspace <id> [--member <id>] [--name <name>] [--scopes a,b] [--environments sandbox,live] [--expires-at <iso>]
      Creates a key acting for the member (default: the workspace owner); scopes default to *,
      environments to both. It has no minter, so no revocation of another key revokes it.
      Prints { api_key, token }. The token is shown only this once.
  add-member --workspace <id> --email <email> [--name <name>]
      Adds a member to a workspace (how a one-member workspace gets the second person that
      approvals need; then create-api-key --member for them, or add-approver for both).
      Prints the member.
  add-approver --workspace <id> --email <email> [--name <name>] [--key-name <name>] [--scopes a,b] [--environments sandbox,live] [--expires-at <iso>]
      add-member and create-api-key --member in one step and one transaction: adds a member and
      a key acting for them, scopes defaulting to transfers:approve,workspace:approve (what an
      approver needs), environments to both, no expiry. Prints { member, api_key, token }.
  set-limits --workspace <id> [--writes-per-second <n>] [--workspace-writes-per-second <n>]
             [--reads-per-second <n>] [--workspace-reads-per-second <n>]
      Sets the workspace's own rate limits over the stage's defaults (docs/api.md, Rate limits):
      per key and per workspace, writes and reads a second, each a whole number from 1 to 5000,
      or default to put the stage's back; limits not named stay as they are. Function containers
      apply a change within 60 s. Prints { workspace_id, limits } (the workspace's own; absent
      ones are the stage's defaults).
  audit-log --workspace <id> [--limit <n>]
      Prints the workspace's operator audit records, newest first (default 50).
  migrate-layout [--dry-run] [--workspace <id>]
      Moves the items the code before the sharded layout wrote (transfers, wallet transactions,
      events, deliveries and attempts, idempotency records, custody jobs, ledger items) to their
      shard partitions, and writes the settings' copies (README, Operator CLI, Moving to the
      sharded layout). Run it after deploying this version, before traffic returns. Each item moves in a
      transaction of its own: safe to stop and to run again (a second run moves nothing).
      --dry-run writes nothing and counts what would move; --workspace limits it to one
      workspace. Prints { dry_run, counts, workspaces, merged_balances, conflicts } and a
      summary line on stderr.

The six commands that change a workspace take --operator <name> (default: OS user@host) and
write an audit record naming it, the OS user, the host and the target, in the same transaction
as the change (migrate-layout: one per workspace it changed, after its moves); a line on stderr
says so. The CLI cannot approve or reject a transfer or a setting
change: approvals are made by members, with their own keys, through the API.

Target (default: the running local stack, found through .local/state.json or $LOCAL_STATE_DIR):
  --table <name>      a deployed table (or env TABLE_NAME); credentials from the usual AWS chain
  --region <region>   its region (or env AWS_REGION)
  --endpoint <url>    a custom DynamoDB endpoint (or env DYNAMODB_ENDPOINT with TABLE_NAME)

  -h, --help          this help

Exit codes: 0 done; 1 the operation failed (no local stack, an AWS error); 2 a bad command line
(unknown command or option, missing value, an id that is not a UUID); 3 no such workspace or
member; 4 already exists (a member with that email in the workspace).`;

/** A mistake in the command line: printed with a pointer to --help, exit code 2. */
export class UsageError extends Error {}
