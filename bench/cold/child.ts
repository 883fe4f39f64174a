/**
 * One cold start, in a fresh `node` process: reads the event from stdin, then imports the
 * bundle (its init: module scope, SDK client, schemas) and invokes the handler once (the
 * first invocation: credentials, TCP connection, DynamoDB). Prints one result line.
 *
 * Usage: node bench/cold/child.ts <index.mjs> <function name>  < event.json
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildLambdaContext } from '#infra/local/http-api-event.ts';

/** The line the parent looks for; everything else on stdout is the function's own logging. */
const RESULT_PREFIX = 'BENCH_COLD ';

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode?: number } | undefined>;

const [bundle, functionName] = process.argv.slice(2);
if (!bundle || !functionName) throw new Error('usage: child.ts <index.mjs> <function name> < event.json');
const event = JSON.parse(readFileSync(0, 'utf8')) as { requestContext: { requestId: string } };
const context = buildLambdaContext(functionName, event.requestContext.requestId, 10_000);
const url = pathToFileURL(bundle).href;

// CPU time beside wall time: on a shared machine a wall clock also counts the time this
// process waited for a core, which Lambda's dedicated vCPU share does not.
const c0 = process.cpuUsage();
const t0 = performance.now();
const { handler } = (await import(url)) as { handler: Handler };
const t1 = performance.now();
const c1 = process.cpuUsage(c0);
const result = await handler(event, context);
const t2 = performance.now();

const initCpuMs = (c1.user + c1.system) / 1000;
const status = result?.statusCode ?? 200;
process.stdout.write(`\n${RESULT_PREFIX}${JSON.stringify({ initMs: t1 - t0, initCpuMs, invokeMs: t2 - t1, status })}\n`);
// Pooled SDK sockets would keep the process alive; Lambda would freeze it here anyway.
process.exit(0);
