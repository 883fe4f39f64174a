/**
 * How the local gateway and consumers run a function: through the function host (a worker per
 * function, the local stack's way), or in this process (test fixtures outside the function
 * table, whose module the test shares).
 */
import { createEntryLoader } from '#infra/local/entry-loader.ts';
import { buildLambdaContext } from '#infra/local/http-api-event.ts';
import type { InvokeRequest } from '#infra/local/functions/host.ts';

export interface Invoker {
  invoke(request: InvokeRequest): Promise<unknown>;
}

/** Imports each entry once into this process and calls its handler; fault scopes do not apply. */
export function inProcessInvoker(rootDir?: string): Invoker {
  const loadHandler = createEntryLoader(rootDir);
  return {
    async invoke({ entry, event, context }) {
      const handler = await loadHandler(entry);
      return handler(event as never, buildLambdaContext(context.functionName, context.requestId, context.timeoutMs) as never);
    },
  };
}
