/**
 * cdk-nag findings we accept, each with its reason. Everything else nag reports is fixed in
 * the constructs instead (custom execution roles, access logs, PITR, DLQs, SSL-only queues).
 * cdk-nag 3 reads acknowledgments from construct metadata and walks up the tree, so an
 * acknowledgment on a construct covers the resources beneath it.
 */
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { HttpApi } from '#infra/constructs/http-api.ts';

/** Authorization happens in the functions, not in API Gateway (AwsSolutions-APIG4). */
export function acknowledgeApiFindings(httpApi: HttpApi): void {
  Validations.of(httpApi.api).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      'Callers authenticate with workspace API keys (Authorization: Bearer), verified in each ' +
      "function's Middy pipeline against the key's SHA-256 lookup item in DynamoDB, with per-route " +
      'scopes; unknown routes ($default) reach only the fallback, which has no data access. A ' +
      'Lambda authorizer would add a second cold start and a second key lookup per request.',
  });
}

/**
 * A stream consumer's on-failure queue is itself a dead-letter queue (AwsSolutions-SQS3 asks
 * every queue for one): Lambda's event source mapping sends it a failed batch's description.
 */
export function acknowledgeStreamFailureQueue(queue: IConstruct): void {
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason:
      "This queue is the on-failure destination (dead-letter queue) of a stream consumer's event " +
      'source mapping; a dead-letter queue of its own would have nothing to catch. Its depth is alarmed.',
  });
}

/**
 * `dynamodb:ListStreams` has no resource-level permissions, so the stream read grant of a stream
 * consumer (added by its DynamoDB event source) must name `*` (AwsSolutions-IAM5). The other
 * stream actions are on the table's stream ARN only.
 */
export function acknowledgeStreamListing(consumer: IConstruct): void {
  // The granular finding only: any other wildcard in the consumer's role still fails synth.
  Validations.of(consumer).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'dynamodb:ListStreams supports no resource ARN (IAM requires "*"); it reveals stream ARNs only. ' +
      'DescribeStream, GetRecords and GetShardIterator are granted on this table\'s stream ARN alone.',
  });
}
