/**
 * Runs in a fresh `node` process: imports one bundled function asset and invokes its handler
 * once, as Lambda would. A fresh process matters because the bundle reads its configuration
 * from the environment once, at import.
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
// The result goes to a file: the handler's own logs own stdout.
writeFileSync(resultFile, JSON.stringify(result ?? null));
// Pooled SDK sockets could keep the process alive; Lambda would freeze it here anyway.
process.exit(0);
