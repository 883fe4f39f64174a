/**
 * The house customer-managed KMS key: rotated every year, kept with the data on `prod` (what it
 * encrypted cannot be read without it), and no grants but those an AWS service makes for a
 * resource of this account (Control Tower's CT.KMS.PR.3). The account's IAM decides who may use
 * it, as with the CDK's default key policy.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';

export interface HouseKeyProps {
  description: string;
  prod: boolean;
  /** An alias for operators (`alias/<alias>`). */
  alias?: string;
}

export function houseKey(scope: Construct, id: string, props: HouseKeyProps): kms.Key {
  const key = new kms.Key(scope, id, {
    description: props.description,
    alias: props.alias,
    enableKeyRotation: true,
    pendingWindow: Duration.days(props.prod ? 30 : 7),
    removalPolicy: props.prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'GrantsForAwsServicesOnly',
      effect: iam.Effect.DENY,
      principals: [new iam.AnyPrincipal()],
      actions: ['kms:CreateGrant'],
      resources: ['*'],
      conditions: { BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' } },
    }),
  );
  return key;
}
