/**
 * The local stack's inspection endpoints, answered by the local gateway before route matching
 * (they never exist in AWS): `GET /__local/functions` gives the deployment settings in force and
 * each function's environment variable names (never values) and whether its worker runs, and
 * `POST /__local/functions/<id>/restart` ends one function's worker (its next call is a cold start); `GET /__local/aws-calls` gives every AWS call
 * each function made (`aws-call-log.ts`).
 */
import { jsonResponse, type HttpResponseParts } from '#infra/local/lambda-result.ts';
import type { AwsCallLog } from '#infra/local/functions/aws-call-log.ts';
import type { FunctionHost } from '#infra/local/functions/host.ts';
import { functionList } from '#shared/wiring/functions.ts';

export const FUNCTIONS_PATH = '/__local/functions';
export const AWS_CALLS_PATH = '/__local/aws-calls';

export interface InspectOptions {
  host: FunctionHost;
  environmentOf(functionId: string): Record<string, string>;
  /** The deployment settings in force (values: they are configuration, never secrets). */
  settings: Readonly<Record<string, string>>;
  log: AwsCallLog;
}

const RESTART_PATH = /^\/__local\/functions\/([A-Za-z0-9-]+)\/restart$/;

export function inspectRoutes({ host, environmentOf, settings, log }: InspectOptions) {
  return (method: string, path: string): HttpResponseParts | null => {
    // Ends one function's worker, so its next invocation is a cold start with empty caches.
    const restart = RESTART_PATH.exec(path);
    if (restart && method === 'POST') {
      void host.restart(restart[1]);
      return jsonResponse(202, { restarting: restart[1] });
    }
    if (path !== FUNCTIONS_PATH && path !== AWS_CALLS_PATH) return null;
    if (method !== 'GET')
      return { ...jsonResponse(405, { error: 'Use GET.' }), headers: { 'content-type': 'application/json', allow: 'GET' } };
    if (path === AWS_CALLS_PATH) return jsonResponse(200, { functions: log.summary() });
    const running = new Set(host.running());
    const functions = Object.fromEntries(
      functionList.map((fn) => [fn.id, { environment: Object.keys(environmentOf(fn.id)).sort(), running: running.has(fn.id) }]),
    );
    return jsonResponse(200, { settings, functions });
  };
}
