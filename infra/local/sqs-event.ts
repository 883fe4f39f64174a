/**
 * The SQS event Lambda's event source mapping builds from received messages, and its reading
 * of the function's partial batch response (ReportBatchItemFailures).
 */
import type { Message, MessageAttributeValue } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSMessageAttribute, SQSRecord } from 'aws-lambda';

/** One record, field for field as Lambda delivers it (camelCase attributes, base64 binaries). */
export function toSqsRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const system = message.Attributes ?? {};
  const optional = ['AWSTraceHeader', 'SequenceNumber', 'MessageGroupId', 'MessageDeduplicationId', 'DeadLetterQueueSourceArn'] as const;
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: system.ApproximateReceiveCount ?? '1',
      SentTimestamp: system.SentTimestamp ?? String(Date.now()),
      SenderId: system.SenderId ?? 'AIDAIENQZJOLO23YVJ4VO',
      ApproximateFirstReceiveTimestamp: system.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      ...Object.fromEntries(optional.flatMap((name) => (system[name] ? [[name, system[name]]] : []))),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [name, toLambdaAttribute(value)]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

/** Builds the event for one batch. */
export function toSqsEvent(messages: readonly Message[], queueArn: string, region: string): SQSEvent {
  return { Records: messages.map((m) => toSqsRecord(m, queueArn, region)) };
}

function toLambdaAttribute(value: MessageAttributeValue): SQSMessageAttribute {
  return {
    ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
    ...(value.BinaryValue !== undefined ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') } : {}),
    // Lambda always sends these two lists, empty: SQS reserves them for future use.
    stringListValues: value.StringListValues ?? [],
    binaryListValues: (value.BinaryListValues ?? []).map((b) => Buffer.from(b).toString('base64')),
    dataType: value.DataType ?? 'String',
  };
}

/**
 * The message ids to leave on the queue, per Lambda's rules: no response, an empty one or an
 * empty/null `batchItemFailures` is full success; a malformed list, or an identifier that is
 * not a message of the batch, fails the whole batch.
 */
export function failedMessageIds(response: unknown, event: SQSEvent): Set<string> {
  const all = new Set(event.Records.map((r) => r.messageId));
  if (response === undefined || response === null || typeof response !== 'object') return new Set();
  const failures = (response as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) return all;
  const failed = new Set<string>();
  for (const item of failures) {
    const id = (item as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || !all.has(id)) return all;
    failed.add(id);
  }
  return failed;
}
