/** The operator CLI's help text and its usage error. */

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-workspace --name <name> [--owner-email <email>] [--owner-name <name>]
      Creates a workspace, its owner and a full-access key. Prints { workspace_id, name, owner, api_key, token }.
  create-api-key --workspace <id> [--member <id>] [--name <name>] [--scopes a,b] [--expires-at <iso>]
      Creates a key acting for the member (default: the workspace owner); scopes default to *.
      Prints { api_key, token }. The token is shown only this once.
  add-member --workspace <id> --email <email> [--name <name>]
      Adds a member to a workspace. Prints the member.

Target (default: the running local stack, found through .local/state.json or $LOCAL_STATE_DIR):
  --table <name>      a deployed table (or env TABLE_NAME); credentials from the usual AWS chain
  --region <region>   its region (or env AWS_REGION)
  --endpoint <url>    a custom DynamoDB endpoint (or env DYNAMODB_ENDPOINT with TABLE_NAME)

  -h, --help          this help`;

/** A mistake in the command line: printed with a pointer to --help, exit code 2. */
export class UsageError extends Error {}
