/** The smoke test's help text and its usage error. */

export const USAGE = `Usage: npm run smoke -- --url <api url> --token <key> [options]

Walks a deployed or local API through its public HTTP routes, one line per step:
envelope-auth, settings, webhook, wallet, deposit, transfer, ramp (docs/smoke.md).

  --url <url>             the API's base URL (the ApiUrl output, or the local "API:" line)
  --token <key>           an API key of the workspace to walk (or env SMOKE_TOKEN); never printed
  --receiver-url <url>    where the test webhook delivers; its delivery must then succeed
                          (default: an https URL that cannot resolve, so any recorded attempt passes)
  --environment sandbox   the environment every request names (the walk funds a wallet and
                          creates ramp payments, which only sandbox allows)
  --timeout-ms <n>        time limit of each step, waits included (default 30000)
  -h, --help              this help

Exit codes: 0 every step passed, 1 a step failed or was skipped, 2 a bad command line.`;

/** A mistake in the command line: printed with a pointer to --help, exit code 2. */
export class UsageError extends Error {}
