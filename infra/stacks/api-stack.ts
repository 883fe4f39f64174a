/**
 * The stateless stack: the HTTP API with its stage, access logs and optional custom domain, the
 * API's alarms and the stage's dashboard; every function of the function table
 * (`shared/wiring/functions.ts`) lives in the nested stack of its area (`area-stack.ts`), with
 * its route or event source. Adding a route to the route table adds its function, route, grants
 * and alarms with no change here.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { functionList, type FunctionDef } from '#shared/wiring/functions.ts';
import { apiAlarms } from '#infra/constructs/alarms.ts';
import { serviceDashboard } from '#infra/constructs/dashboard.ts';
import type { DeployContext } from '#infra/constructs/deploy-context.ts';
import type { StageResources, WiredFunction } from '#infra/constructs/function-wiring.ts';
import { HttpApi } from '#infra/constructs/http-api.ts';
import { AreaStack } from '#infra/stacks/area-stack.ts';
import type { DataStack } from '#infra/stacks/data-stack.ts';

export interface ApiStackProps extends StackProps {
  stage: string;
  /** The production safeguards (`DeployContext.production`). */
  production: boolean;
  namePrefix: string;
  settings: Readonly<Record<string, string>>;
  /** The stage's table, queues, secrets and alarm topic. */
  data: DataStack;
  domain?: DeployContext['domain'];
  /** The functions to deploy; the function table unless a test says otherwise. */
  functions?: readonly FunctionDef[];
}

/** The HTTP API and every function of one stage, wired to the data stack's resources. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** One nested stack per area, by area. */
  readonly areas: ReadonlyMap<string, AreaStack>;
  /** Every function, by function id (`FunctionDef.id`). */
  readonly functions: ReadonlyMap<string, WiredFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { data } = props;
    this.httpApi = new HttpApi(this, 'Http', { stage: props.stage, production: props.production, domain: props.domain });

    const resources: StageResources = {
      stage: props.stage,
      production: props.production,
      namePrefix: props.namePrefix,
      settings: props.settings,
      table: data.table,
      queues: new Map(data.queues.map((q) => [q.def.id, q])),
      streamFailureQueues: new Map(data.streamConsumers.map((c) => [c.def.id, c.deadLetterQueue])),
      secrets: data.secrets,
      kmsKeys: data.kmsKeys,
      httpApi: this.httpApi.api,
    };
    const byArea = Map.groupBy(props.functions ?? functionList, (fn) => fn.area);
    const areas = new Map([...byArea].map(([area, defs]) => [area, new AreaStack(this, area, defs, resources)]));
    this.areas = areas;
    this.functions = new Map([...areas.values()].flatMap((a) => a.functions.map((f) => [f.def.id, f] as const)));
    const routes = [...this.functions.values()].flatMap((f) => (f.def.trigger.kind === 'http' ? [f.def.trigger.route] : []));
    this.httpApi.throttleRoutes(routes, [...areas.values()], props.production);

    apiAlarms(this, this.httpApi.api);
    serviceDashboard(this, {
      name: props.namePrefix,
      httpApi: this.httpApi.api,
      table: data.table,
      queues: new Map(data.queues.map((q) => [q.def.id, q.queue])),
      deadLetterQueues: new Map([
        ...data.queues.map((q) => [`${q.def.id}-dlq`, q.deadLetterQueue] as const),
        ...data.streamConsumers.map((c) => [`${c.def.id}-failures`, c.deadLetterQueue] as const),
      ]),
      streamFunctions: new Map(
        [...this.functions.values()].flatMap((f) => (f.def.trigger.kind === 'stream' ? [[f.def.trigger.consumer.id, f.fn] as const] : [])),
      ),
      areas: new Map([...areas].map(([area, stack]) => [area, new Map(stack.functions.map((f) => [f.def.id, f.fn]))])),
    });

    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.url, description: 'Base URL of the API ($default stage)' });
    if (this.httpApi.domain) {
      new CfnOutput(this, 'ApiDomainTarget', {
        value: this.httpApi.domain.regionalDomainName,
        description: `Point ${props.domain?.name} at this name (CNAME, or an alias record with the hosted zone in ApiDomainHostedZoneId)`,
      });
      new CfnOutput(this, 'ApiDomainHostedZoneId', {
        value: this.httpApi.domain.regionalHostedZoneId,
        description: 'Hosted zone of ApiDomainTarget, for an alias record',
      });
    }
  }
}
