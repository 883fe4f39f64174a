/**
 * Where the stage's alarms go: an SNS topic of the data stack, encrypted with a key of its own
 * (CloudWatch cannot publish to a topic under the AWS-managed SNS key, whose policy cannot let it
 * in), SSL-only, with an optional e-mail subscription; or an existing topic the operator names
 * (`-c alarmTopicArn=…`), which then gets no topic, key or subscription from this app.
 */
import { ArnFormat, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { houseKey } from '#infra/constructs/kms-key.ts';

export interface AlarmTopicOptions {
  stage: string;
  /** The production safeguards: the topic's key is kept when the stack goes. */
  production: boolean;
  namePrefix: string;
  /** Subscribes this address (it must confirm the subscription from the e-mail SNS sends). */
  email?: string;
  /** An existing topic; no topic is created. */
  topicArn?: string;
}

const CLOUDWATCH = new iam.ServicePrincipal('cloudwatch.amazonaws.com');

/** The topic every alarm of the stage notifies on ALARM and on OK. */
export function alarmTopic(scope: Construct, options: AlarmTopicOptions): sns.ITopic {
  if (options.topicArn) return sns.Topic.fromTopicArn(scope, 'AlarmTopic', options.topicArn);
  const stack = Stack.of(scope);
  const key = houseKey(scope, 'AlarmTopicKey', {
    description: `Encrypts the alarm topic of ${options.namePrefix}`,
    prod: options.production,
  });
  // CloudWatch needs the topic's key to publish to it. Which alarms may publish at all is the
  // topic policy's decision below (this account's only); the key serves only this topic.
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'CloudWatchAlarmsPublish',
      principals: [CLOUDWATCH],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      resources: ['*'],
    }),
  );
  const topic = new sns.Topic(scope, 'AlarmTopic', {
    topicName: `${options.namePrefix}-alarms`,
    displayName: `Workspace Wallet API alarms (${options.stage})`,
    masterKey: key,
    enforceSSL: true,
  });
  // The topic policy the SSL rule creates replaces SNS's default one, so CloudWatch is let in
  // explicitly: alarms of this account only.
  topic.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'CloudWatchAlarmsPublish',
      principals: [CLOUDWATCH],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: {
        StringEquals: { 'aws:SourceAccount': stack.account },
        ArnLike: {
          'aws:SourceArn': stack.formatArn({
            service: 'cloudwatch',
            resource: 'alarm',
            resourceName: '*',
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        },
      },
    }),
  );
  if (options.email) topic.addSubscription(new subscriptions.EmailSubscription(options.email));
  return topic;
}
