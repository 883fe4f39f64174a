/**
 * The DynamoDB stream event Lambda's event source mapping builds from stream records, its event
 * filtering, and its reading of the function's partial batch response (ReportBatchItemFailures).
 */
import type { _Record, AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { TABLE_DESIGN } from '#shared/db/table.ts';

/** Which records reach the consumer; the others are skipped, as Lambda's event filtering does. */
export type StreamRecordFilter = (record: DynamoDBRecord) => boolean;

/**
 * One record, field for field as Lambda delivers it: the stream's own ids and sequence number,
 * `ApproximateCreationDateTime` in epoch seconds, binaries base64-encoded (the JSON form; the
 * SDK hands them over as bytes), and the configured region rather than DynamoDB Local's
 * `ddblocal`.
 */
export function toStreamRecord(record: _Record, streamArn: string, region: string): DynamoDBRecord {
  const data = record.dynamodb ?? {};
  const created = data.ApproximateCreationDateTime;
  return {
    eventID: record.eventID ?? '',
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    dynamodb: {
      ...(created ? { ApproximateCreationDateTime: Math.floor(created.getTime() / 1000) } : {}),
      ...(data.Keys ? { Keys: toImage(data.Keys) } : {}),
      ...(data.NewImage ? { NewImage: toImage(data.NewImage) } : {}),
      ...(data.OldImage ? { OldImage: toImage(data.OldImage) } : {}),
      SequenceNumber: data.SequenceNumber ?? '',
      SizeBytes: data.SizeBytes ?? 0,
      ...(data.StreamViewType ? { StreamViewType: data.StreamViewType } : {}),
    },
    eventSourceARN: streamArn,
  };
}

function toImage(image: Record<string, SdkAttributeValue>): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toAttribute(value)]));
}

/**
 * An SDK attribute value (bytes for binaries) as the JSON attribute value Lambda sends.
 *
 * DynamoDB Local writes an empty map into a stream record as `{}` instead of `{"M":{}}` (seen
 * on the wire: an item with `v: {}` comes back as `"v":{}`; empty lists and strings are fine).
 * DynamoDB's streams, and so Lambda, send `{"M":{}}`; `{}` is no attribute value at all, and
 * `unmarshall` throws on it ("No value defined: {}"). Left as it was, an event whose metadata
 * held `{}` failed the outbox fan-out on every retry and held up every event behind it.
 */
function toAttribute(value: SdkAttributeValue): AttributeValue {
  if (Object.keys(value).length === 0) return { M: {} };
  const out: Record<string, unknown> = {};
  for (const [type, v] of Object.entries(value) as Array<[string, unknown]>) {
    if (v === undefined || type === '$unknown') continue;
    if (type === 'B') out.B = Buffer.from(v as Uint8Array).toString('base64');
    else if (type === 'BS') out.BS = (v as Uint8Array[]).map((b) => Buffer.from(b).toString('base64'));
    else if (type === 'L') out.L = (v as SdkAttributeValue[]).map(toAttribute);
    else if (type === 'M') out.M = toImage(v as Record<string, SdkAttributeValue>);
    else out[type] = v;
  }
  return out as AttributeValue;
}

/**
 * The filter of a stream consumer definition: INSERTs whose sort key starts with the prefix, of
 * items not moved by `migrate-layout` (no `moved_at`), the same rule as the event source
 * mapping's filter criteria in the CDK stack.
 */
export function insertedWithSortKeyPrefix(prefix: string): StreamRecordFilter {
  return (record) =>
    record.eventName === 'INSERT' &&
    (record.dynamodb?.Keys?.[TABLE_DESIGN.sortKey]?.S ?? '').startsWith(prefix) &&
    record.dynamodb?.NewImage?.[TABLE_DESIGN.movedAttribute] === undefined;
}

/** The event for one batch. */
export function toStreamEvent(records: readonly DynamoDBRecord[]): DynamoDBStreamEvent {
  return { Records: [...records] };
}

/**
 * Where to resume, per Lambda's rules: -1 when the batch succeeded (no response, an empty one,
 * an empty or null `batchItemFailures`); otherwise the index of the failed record with the
 * lowest sequence number (the checkpoint: it and everything after it is retried). A malformed
 * list, or an identifier that is not a sequence number of the batch, fails the whole batch (0).
 */
export function firstFailedIndex(response: unknown, event: DynamoDBStreamEvent): number {
  if (response === undefined || response === null || typeof response !== 'object') return -1;
  const failures = (response as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return -1;
  if (!Array.isArray(failures)) return 0;
  const positions = new Map(event.Records.map((r, i) => [r.dynamodb?.SequenceNumber, i]));
  let first = -1;
  for (const item of failures) {
    const id = (item as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    const at = typeof id === 'string' && id !== '' ? positions.get(id) : undefined;
    if (at === undefined) return 0;
    first = first < 0 ? at : Math.min(first, at);
  }
  return first;
}
