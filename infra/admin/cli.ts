/**
 * The operator CLI (`npm run admin -- <command>`): workspaces, members and keys, which have no
 * public route. Prints one JSON document on stdout; messages go to stderr. Exit codes:
 * 0 done, 1 the operation failed (no stack, unknown workspace...), 2 a bad command line.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { COMMANDS } from '#infra/admin/commands.ts';
import { applyTarget, resolveTarget } from '#infra/admin/target.ts';
import { USAGE, UsageError } from '#infra/admin/usage.ts';

const TARGET_OPTIONS = {
  table: { type: 'string' },
  region: { type: 'string' },
  endpoint: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

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
    const { values, positionals } = parseCommandLine(rest, { ...command.options, ...TARGET_OPTIONS });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}".`);
    const work = command.prepare(values);
    const target = resolveTarget({ table: str(values.table), region: str(values.region), endpoint: str(values.endpoint) });
    applyTarget(target);
    console.error(`Target: ${target.description}`);
    const result = await work({ target: target.description });
    // The commands that change a workspace wrote an audit record with the change (commands.ts).
    if ('operator' in command.options) console.error(`Audit: ${name} recorded in the workspace's operator audit log (audit-log --workspace <id>).`);
    console.log(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`Error: ${error.message}\nRun with --help for usage.`);
      return 2;
    }
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/** parseArgs in strict mode; its own errors (unknown option, missing value) become usage errors. */
function parseCommandLine(args: string[], options: ParseArgsOptionsConfig) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

// Explicit exit: the SDK's pooled sockets would otherwise keep the process up for a while.
runCli(process.argv.slice(2)).then((code) => process.exit(code));
