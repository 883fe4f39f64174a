/**
 * One nested stack per area of the function table (`FunctionDef.area`: the entry's folder under
 * `functions/`), holding each of the area's functions with its role, log group, route or event
 * source, and alarms. CloudFormation allows 500 resources per stack and a route costs about nine;
 * one stack per area keeps every stack small and lets a new route land beside its neighbours
 * with no change here (docs/infrastructure.md, Stacks). Nested, so they deploy with the API stack
 * in one `cdk deploy` and read its API through parameters, not exports.
 */
import { NestedStack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { FunctionDef } from '#shared/wiring/functions.ts';
import { WiredFunction, type StageResources } from '#infra/constructs/function-wiring.ts';

/** `quote-requests` → `QuoteRequests`: the nested stack's construct id. */
export function areaStackId(area: string): string {
  return area.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
}

/** The functions of one area. */
export class AreaStack extends NestedStack {
  readonly area: string;
  readonly functions: readonly WiredFunction[];

  constructor(scope: Construct, area: string, defs: readonly FunctionDef[], res: StageResources) {
    super(scope, areaStackId(area), { description: `Workspace Wallet API (${res.stage}): functions of ${area}` });
    this.area = area;
    this.functions = defs.map((def) => new WiredFunction(this, def, res));
  }
}
