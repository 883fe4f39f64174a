/**
 * cdk-nag findings we accept, each with its reason. Everything else nag reports is fixed in
 * the constructs instead (custom execution roles, access logs, PITR, DLQs, SSL-only queues).
 * cdk-nag 3 reads acknowledgments from construct metadata and walks up the tree, so an
 * acknowledgment on a construct covers the resources beneath it.
 */
import { Validations } from 'aws-cdk-lib';
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
