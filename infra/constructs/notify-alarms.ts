/**
 * Gives every CloudWatch alarm of the app the stage's topic as its action on ALARM and on OK.
 * An aspect rather than a call beside each alarm: an alarm added anywhere later is heard too,
 * and `test/infra/alarms.test.ts` checks every alarm of every template for the topic.
 */
import type { IAspect } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IConstruct } from 'constructs';

export class NotifyAlarms implements IAspect {
  private readonly action: SnsAction;

  constructor(topic: ITopic) {
    this.action = new SnsAction(topic);
  }

  visit(node: IConstruct): void {
    if (!(node instanceof cloudwatch.Alarm)) return;
    node.addAlarmAction(this.action);
    node.addOkAction(this.action);
  }
}
