/**
 * The smoke test (`npm run smoke -- --url <api url> --token <key>`): walks a deployed or local
 * API through its public routes after a deploy, one PASS/FAIL line per step on stdout. Exit
 * codes: 0 every step passed, 1 a step failed (or was skipped after one), 2 a bad command line.
 */
import { parseSmokeArgs } from '#infra/smoke/options.ts';
import { exitCodeOf, runSmoke } from '#infra/smoke/run.ts';
import { USAGE, UsageError } from '#infra/smoke/usage.ts';

/** Runs one command line; resolves to the process exit code. */
export async function runCli(argv: string[]): Promise<number> {
  let options: ReturnType<typeof parseSmokeArgs>;
  try {
    options = parseSmokeArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}\nRun with --help for usage.`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  return exitCodeOf(await runSmoke(options));
}

runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
