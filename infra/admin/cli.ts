/**
 * The operator CLI (`npm run admin -- <command>`): workspaces, members and keys, which have no
 * public route. Prints one JSON document on stdout; messages go to stderr. Exit codes (README,
 * Operator CLI): 0 done, 1 the operation failed (no stack, an AWS error...), 2 a bad command line,
 * 3 no such workspace or member, 4 already exists (a member's email in that workspace).
 */
import { parseCommandLine, type OptionDef } from '#infra/admin/args.ts';
import { COMMANDS } from '#infra/admin/commands.ts';
import { applyTarget, resolveTarget } from '#infra/admin/target.ts';
import { USAGE, UsageError } from '#infra/admin/usage.ts';
import { ProvisioningError, type ProvisioningFailure } from '#shared/domain/workspaces/provisioning-error.ts';

/** Distinct codes so a script can tell "not there" from "already there" without reading stderr. */
const EXIT_CODES: Record<ProvisioningFailure, number> = { not_found: 3, conflict: 4 };

const TARGET_OPTIONS: Record<string, OptionDef> = {
  table: { type: 'string' },
  region: { type: 'string' },
  endpoint: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/** Runs one command line; resolves to the process exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? console.log : console.error)(USAGE);
    return name ? 0 : 2;
  }
  try {
    const command = COMMANDS[name];
    if (!command) throw new UsageError(`Unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(', ')}.`);
    // --help anywhere wins over mistakes elsewhere on the line: whoever asks for help gets it.
    if (rest.includes('--help') || rest.includes('-h')) {
      console.log(USAGE);
      return 0;
    }
    const values = parseCommandLine(name, rest, { ...command.options, ...TARGET_OPTIONS });
    const work = command.prepare(values);
    const target = resolveTarget({ table: str(values.table), region: str(values.region), endpoint: str(values.endpoint) });
    applyTarget(target);
    console.error(`Target: ${target.description}`);
    const result = await work({ target: target.description });
    // The commands that change a workspace wrote an audit record with the change (commands.ts).
    if ('operator' in command.options && !command.reportsAudit)
      console.error(`Audit: ${name} recorded in the workspace's operator audit log (audit-log --workspace <id>).`);
    console.log(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`Error: ${error.message}\nRun with --help for usage.`);
      return 2;
    }
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof ProvisioningError ? EXIT_CODES[error.reason] : 1;
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

// Explicit exit: the SDK's pooled sockets would otherwise keep the process up for a while.
runCli(process.argv.slice(2)).then((code) => process.exit(code));
