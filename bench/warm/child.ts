/**
 * One function's warm measurement, in a process of its own: a warm container with nothing else
 * in it. Reads its plan (the function and every event, bench/warm/run-warm.ts) as JSON from
 * stdin, meters the DynamoDB client the function uses (the floor has its own) and the SQS client,
 * invokes the events in order and prints one result line. Its environment is the local stack's.
 *
 * Usage: node bench/warm/child.ts < plan.json
 */
import { readFileSync } from 'node:fs';
import type { WarmPlan } from '#bench/warm/run-warm.ts';

/** The line the parent looks for; everything else on stdout is the function's own logging. */
const RESULT_PREFIX = 'BENCH_WARM ';

const plan = JSON.parse(readFileSync(0, 'utf8')) as WarmPlan;
const { installMeter } = await import('#bench/warm/meter.ts');
const { warmLoop } = await import('#bench/warm/run-warm.ts');
const client = plan.fn.kind === 'floor' ? (await import('#bench/floor/handler.ts')).floorDb : (await import('#shared/db/client.ts')).db;
const meter = installMeter(client);
// A route's SQS calls (the webhook routes enqueue deliveries) are I/O to an external service like
// its DynamoDB calls: timed and left out of the overhead the same way, reported apart.
if (plan.fn.kind !== 'floor') meter.meterService('sqs', (await import('#shared/queue/client.ts')).sqs);
const row = await warmLoop(plan, meter);
process.stdout.write(`\n${RESULT_PREFIX}${JSON.stringify(row)}\n`);
// Pooled SDK sockets would keep the process alive.
process.exit(0);
