/**
 * Runs in a fresh `node` process: imports one bundled function asset and invokes its handler
 * once, as Lambda would, and writes its response and whether undici was loaded. A fresh
 * process matters because the bundle reads its configuration from the environment once, at
 * import.
 *
 * Usage: node test/infra/invoke-asset.ts <index.mjs> <result.json> <function name>  < event.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { buildLambdaContext } from '#infra/local/http-api-event.ts';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

const [assetFile, resultFile, functionName] = process.argv.slice(2);
if (!assetFile || !resultFile || !functionName) throw new Error('usage: invoke-asset <index.mjs> <result.json> <name>');

const event = JSON.parse(readFileSync(0, 'utf8')) as APIGatewayProxyEventV2;
const { handler } = (await import(pathToFileURL(assetFile).href)) as { handler: Handler };
const result = await handler(event, buildLambdaContext(functionName, event.requestContext.requestId, 10_000));
// Whether Node's bundled undici was loaded by the import or the invocation: the house bundling
// keeps it out (infra/constructs/http-builtin.ts). `moduleLoadList` lists the built-ins loaded.
const loadList = (process as unknown as { moduleLoadList?: string[] }).moduleLoadList;
const loadedUndici = Array.isArray(loadList) ? loadList.some((name) => name.includes('undici')) : null;
// The result goes to a file: the handler's own logs own stdout.
writeFileSync(resultFile, JSON.stringify({ response: result ?? null, loadedUndici }));
// Pooled SDK sockets could keep the process alive; Lambda would freeze it here anyway.
process.exit(0);
