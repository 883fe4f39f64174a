/**
 * The SQS emulator (fauxqs, in process) and the service's queues in it, each with the
 * dead-letter queue and redrive policy the CDK stack gives it.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueDoesNotExist,
  SetQueueAttributesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { startFauxqs, type FauxqsServer } from 'fauxqs';
import type { QueueDef } from '#shared/queues.ts';
import { localClientConfig } from '#infra/local/client-config.ts';

/** DLQs keep messages for the SQS maximum (14 days) so a failure can be looked at later. */
const DLQ_RETENTION_SECONDS = '1209600';

/** Starts fauxqs on a random port; with a data folder its SQLite store survives restarts. */
export async function startSqsLocal(options: { dataDir?: string; region: string }): Promise<FauxqsServer> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return startFauxqs({ port: 0, logger: false, defaultRegion: options.region, ...(dataDir ? { dataDir } : {}) });
}

/** An SQS client for the emulator; the fixed endpoint also stops the SDK from routing by queue URL host. */
export function localSqsClient(endpoint: string, region: string): SQSClient {
  return new SQSClient(localClientConfig(endpoint, region));
}

export interface LocalQueue {
  def: QueueDef;
  url: string;
  arn: string;
  dlqUrl: string;
}

/**
 * Creates (or updates, when persisted state already has them) `<prefix>-<id>` and
 * `<prefix>-<id>-dlq` for each definition. URLs are given on the emulator's current address.
 */
export async function ensureQueues(sqs: SQSClient, endpoint: string, prefix: string, defs: readonly QueueDef[]): Promise<LocalQueue[]> {
  const out: LocalQueue[] = [];
  for (const def of defs) {
    const dlq = await ensureQueue(sqs, `${prefix}-${def.id}-dlq`, { MessageRetentionPeriod: DLQ_RETENTION_SECONDS });
    const main = await ensureQueue(sqs, `${prefix}-${def.id}`, {
      VisibilityTimeout: String(def.visibilityTimeoutSeconds),
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.arn, maxReceiveCount: def.maxReceiveCount }),
    });
    out.push({ def, url: onEndpoint(main.url, endpoint), arn: main.arn, dlqUrl: onEndpoint(dlq.url, endpoint) });
  }
  return out;
}

/**
 * fauxqs names URLs `http://sqs.<region>.localhost:<port>/...`, which does not resolve
 * everywhere, and keeps the port of the run that created the queue. It finds queues by the
 * path alone, so the stack hands out `<current endpoint>/<account>/<name>`, usable as is.
 */
function onEndpoint(url: string, endpoint: string): string {
  return new URL(new URL(url).pathname, endpoint).href;
}

/** Creates a queue with these attributes, or sets them on the existing one. Returns URL and ARN. */
export async function ensureQueue(sqs: SQSClient, name: string, attributes: Record<string, string>): Promise<{ url: string; arn: string }> {
  let url: string | undefined;
  try {
    url = (await sqs.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl;
  } catch (error) {
    if (!(error instanceof QueueDoesNotExist)) throw error;
  }
  if (url) {
    await sqs.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: attributes }));
  } else {
    url = (await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }))).QueueUrl;
  }
  if (!url) throw new Error(`The SQS emulator returned no URL for queue ${name}.`);
  return { url, arn: await queueArn(sqs, url) };
}

/** The queue's ARN, which Lambda reports as each record's `eventSourceARN`. */
export async function queueArn(sqs: SQSClient, url: string): Promise<string> {
  const out = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
  const arn = out.Attributes?.QueueArn;
  if (!arn) throw new Error(`The SQS emulator returned no ARN for ${url}.`);
  return arn;
}

/** Where fauxqs keeps its SQLite file inside a stack's data folder. */
export const sqsDataDir = (dataDir: string) => join(dataDir, 'sqs');
