/**
 * Policy-check findings we accept, each with its reason: cdk-nag's AwsSolutions rules and
 * cfn-guard's Control Tower rules (`infra/constructs/policy-checks.ts`). Everything else they
 * report is fixed in the constructs instead (custom execution roles, access logs, PITR, DLQs with
 * redrive-allow policies, SSL-only queues and topic, an encrypted topic whose key refuses grants
 * to anything but AWS services). Acknowledgements are construct metadata read from the finding's
 * resource upwards, so one on a construct covers the resources beneath it, for that rule only.
 * docs/infrastructure.md lists them.
 */
import { Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { CFN_GUARD_PLUGIN } from '#infra/constructs/policy-checks.ts';

const guard = (rule: string) => `${CFN_GUARD_PLUGIN}::${rule}`;

/**
 * Authorization happens in the functions, not in API Gateway (AwsSolutions-APIG4 and
 * CT.APIGATEWAY.PR.5), on each route.
 */
export function acknowledgeRouteAuthorization(route: IConstruct): void {
  const reason =
    'Callers authenticate with workspace API keys (Authorization: Bearer), verified in each ' +
    "function's Middy pipeline against the key's SHA-256 lookup item in DynamoDB, with per-route " +
    'scopes; unknown routes ($default) reach only the fallback, which has no data access. A ' +
    'Lambda authorizer would add a second cold start and a second key lookup per request.';
  Validations.of(route).acknowledge(
    { id: 'AwsSolutions-APIG4', reason },
    { id: guard('api_gw_v2_authorization_type_configured_check'), reason },
  );
  // CT.LAMBDA.PR.2: the integration's Lambda permission, created under the route.
  Validations.of(route).acknowledge({
    id: guard('lambda_function_public_access_prohibited_check'),
    reason:
      "The permission's principal is apigateway.amazonaws.com and its SourceArn is this API's own " +
      'execute-api ARN (arn:<partition>:execute-api:<region>:<account>:<api id>/*/*<route path>); the ' +
      'rule reads only a literal SourceArn, and this one is built with Fn::Join from the API id.',
  });
}

/**
 * The house function's findings that hold for every function: no VPC (CT.LAMBDA.PR.3); its log
 * group's encryption (CT.CLOUDWATCH.PR.3) and, outside prod, its retention (CT.CLOUDWATCH.PR.2).
 */
export function acknowledgeFunctionFindings(fn: IConstruct, prod: boolean): void {
  Validations.of(fn).acknowledge({
    id: guard('lambda_inside_vpc_check'),
    reason:
      'The functions reach only public AWS endpoints (DynamoDB, SQS, Secrets Manager) over TLS with ' +
      'IAM, and the internet (webhook receivers, the partner API); there is no private resource to ' +
      'reach. A VPC would need NAT gateways or interface endpoints in every AZ for the same calls.',
  });
  acknowledgeLogGroupFindings(fn, prod);
}

/** Log groups: CloudWatch Logs' own encryption; a month's retention outside prod. */
export function acknowledgeLogGroupFindings(scope: IConstruct, prod: boolean): void {
  Validations.of(scope).acknowledge({
    id: guard('cloudwatch_log_group_encrypted_check'),
    reason:
      'CloudWatch Logs encrypts all log data at rest with service-managed keys. The logs hold request ' +
      'ids, routes and outcomes, never keys or secrets (the test suite scans every log line for them). ' +
      'A customer-managed key would make the retained prod log groups unreadable once the key is gone.',
  });
  if (!prod) {
    Validations.of(scope).acknowledge({
      id: guard('cloudwatch_log_group_retention_period_check'),
      reason:
        'Stages other than prod keep logs one month: they serve debugging, and the whole stage is ' +
        'disposable. Prod keeps every log group one year (and retains it when the stack is deleted).',
    });
  }
}

/**
 * A stream consumer's on-failure queue is itself a dead-letter queue (AwsSolutions-SQS3 and
 * CT.SQS.PR.1 ask every queue for one): Lambda's event source mapping sends it a failed batch's
 * description.
 */
export function acknowledgeStreamFailureQueue(queue: IConstruct): void {
  const reason =
    "This queue is the on-failure destination (dead-letter queue) of a stream consumer's event " +
    'source mapping, not of a queue, so it has no source queue for a redrive-allow policy to name; ' +
    'a dead-letter queue of its own would have nothing to catch. Its depth is alarmed.';
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason }, { id: guard('sqs_dlq_check'), reason });
}

/** The partner issues or shares each value; there is nothing for a rotation function to rotate it with (AwsSolutions-SMG4). */
export function acknowledgeSecretRotation(secret: IConstruct): void {
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'The value is issued by the partner (its API key) or agreed with it (its callback signing secret); a rotation ' +
      'Lambda cannot obtain a new one. The operator puts the new value with put-secret-value when the partner rotates it, and functions pick it up within ' +
      'SECRET_CACHE_TTL_SECONDS (per-container cache) without a deploy.',
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
      "DescribeStream, GetRecords and GetShardIterator are granted on this table's stream ARN alone.",
  });
}

/**
 * Live custody's keys are made at run time, one per wallet, so no statement can name them:
 * creating is allowed only with the custody tag in the request (and only secp256k1 signing keys),
 * reading public keys and signing only on keys carrying that tag (AwsSolutions-IAM5).
 */
export function acknowledgeCustodyKeyGrants(fn: IConstruct, creates: boolean): void {
  // cdk-nag names the resource as written: pseudo parameters while unresolved, values once pinned.
  const stack = Stack.of(fn);
  const part = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
  const accountKeys = `arn:${part(stack.partition, 'AWS::Partition')}:kms:${part(stack.region, 'AWS::Region')}:${part(stack.account, 'AWS::AccountId')}:key/*`;
  const findings = [...(creates ? ['AwsSolutions-IAM5[Resource::*]'] : []), `AwsSolutions-IAM5[Resource::${accountKeys}]`];
  for (const id of findings) {
    Validations.of(fn).acknowledge({
      id,
      reason:
        'Custody keys (one per live wallet) are created at run time and cannot be named at deploy time. ' +
        'kms:CreateKey and kms:TagResource require the request tag purpose=custody-wallet, KeySpec ' +
        'ECC_SECG_P256K1 and KeyUsage SIGN_VERIFY; kms:GetPublicKey and kms:Sign require the resource tag ' +
        'purpose=custody-wallet, and kms:Sign also MessageType DIGEST and ECDSA_SHA_256. No function may ' +
        'schedule a key deletion or disable a key.',
    });
  }
}
