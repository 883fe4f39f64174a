/** The smoke test's command line, checked before any request is sent. */
import { parseArgs } from 'node:util';
import { UsageError } from '#infra/smoke/usage.ts';

export interface SmokeOptions {
  /** The API's base URL, ending in `/` so route paths resolve under any path prefix it has. */
  baseUrl: URL;
  token: string;
  /** Where the test webhook delivers; undefined means a URL that is expected to fail. */
  receiverUrl: string | undefined;
  environment: 'sandbox';
  timeoutMs: number;
}

/** The URL used without --receiver-url: valid for the API, but `.invalid` never resolves (RFC 6761). */
export const UNREACHABLE_RECEIVER = 'https://smoke-receiver.invalid/hook';

const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_TIMEOUT_MS = 600_000;

/** Parses argv; resolves to options, to 'help', or throws UsageError. */
export function parseSmokeArgs(args: string[], env: NodeJS.ProcessEnv = process.env): SmokeOptions | 'help' {
  // biome-ignore lint/suspicious/noImplicitAnyLet: parseArgs infers the type from the options given where it is assigned
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        token: { type: 'string' },
        'receiver-url': { type: 'string' },
        environment: { type: 'string' },
        'timeout-ms': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  if (!values.url) throw new UsageError('--url is required.');
  const token = values.token ?? env.SMOKE_TOKEN;
  if (!token) throw new UsageError('--token is required (or set SMOKE_TOKEN).');
  const environment = values.environment ?? 'sandbox';
  if (environment !== 'sandbox') {
    // Live has no faucet and no custody here, and a smoke test must not move real funds.
    throw new UsageError(
      `--environment must be sandbox: the walk funds a wallet and creates payments, which live does not allow (got "${environment}").`,
    );
  }
  const receiverUrl = values['receiver-url'];
  if (receiverUrl !== undefined) httpUrl(receiverUrl, '--receiver-url');
  return {
    baseUrl: baseUrl(values.url),
    token,
    receiverUrl,
    environment,
    timeoutMs: timeout(values['timeout-ms']),
  };
}

function httpUrl(value: string, option: string): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new UsageError(`${option} must be an http(s) URL, got "${value}".`);
  }
  return url;
}

function baseUrl(value: string): URL {
  const url = httpUrl(value, '--url');
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

function timeout(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIMEOUT_MS;
  const ms = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(ms >= 1 && ms <= MAX_TIMEOUT_MS))
    throw new UsageError(`--timeout-ms must be a whole number from 1 to ${MAX_TIMEOUT_MS}, got "${value}".`);
  return ms;
}
