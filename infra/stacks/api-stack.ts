/**
 * The stateless stack: the HTTP API, one function per route of `shared/routes.ts`, the
 * fallback function on `$default`, the queue consumers and the table-stream consumers. Adding a
 * route to the route table adds its function, route and grants here with no change to this file.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { FALLBACK_ENTRY, routeList } from '#shared/routes.ts';
import type { StreamConsumerDef } from '#shared/streams.ts';
import type { HttpRoute } from '#shared/http/route.ts';
import { ApiFunction, type QueueBinding } from '#infra/constructs/api-function.ts';
import { HttpApi } from '#infra/constructs/http-api.ts';
import { QueueConsumer } from '#infra/constructs/queue-consumer.ts';
import { StreamConsumer } from '#infra/constructs/stream-consumer.ts';
import { allowKeyUsageRecording, bindTable } from '#infra/constructs/table-access.ts';
import { acknowledgeApiFindings, acknowledgeStreamListing } from '#infra/stacks/nag-suppressions.ts';

/**
 * Queues each route's function may send to, by route id and queue id (`shared/queues.ts`).
 * Opt-in: a function gets a queue's URL (under its `urlEnv`) and send rights only if listed.
 * No current route sends; e.g. `{ createTransfer: ['webhook-deliveries'] }`.
 */
export const ROUTE_QUEUES: Readonly<Record<string, readonly string[]>> = {};

export interface ApiStackProps extends StackProps {
  stage: string;
  /** The data stack's table; its stream (`tableStreamArn`) feeds the stream consumers. */
  table: ITable;
  /** Every queue with its dead-letter queue (the data stack's `queues`). */
  queues: readonly (QueueBinding & { deadLetterQueue: IQueue })[];
  /** Every stream consumer with its on-failure queue (the data stack's `streamConsumers`). */
  streamConsumers: readonly { def: StreamConsumerDef; deadLetterQueue: IQueue }[];
  /** Which route sends to which queue; defaults to `ROUTE_QUEUES`. */
  routeQueues?: Readonly<Record<string, readonly string[]>>;
}

/** The HTTP API and every function of one stage, granted access to the data stack's table. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** The function of each route, by route id. */
  readonly routeFunctions: ReadonlyMap<string, ApiFunction>;
  readonly fallbackFunction: ApiFunction;
  /** The function of each stream consumer, by consumer id. */
  readonly streamFunctions: ReadonlyMap<string, ApiFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, table } = props;

    // Unknown paths and methods still get the envelope (404 route_not_found / 405). It reads
    // nothing, so it gets no table access at all; it only needs TABLE_NAME to pass config.
    this.fallbackFunction = new ApiFunction(this, 'Fallback', { entry: FALLBACK_ENTRY, stage, table, description: '$default' });
    this.httpApi = new HttpApi(this, 'Http', {
      stage,
      defaultIntegration: new HttpLambdaIntegration('FallbackIntegration', this.fallbackFunction),
    });

    const functions = new Map<string, ApiFunction>();
    for (const route of routeList) functions.set(route.id, this.addRoute(route, props));
    this.routeFunctions = functions;

    for (const binding of props.queues) {
      if (binding.def.consumer === null) continue;
      new QueueConsumer(this, `Consumer-${binding.def.id}`, { binding, entry: binding.def.consumer, stage, table });
    }

    const streamFunctions = new Map<string, ApiFunction>();
    for (const { def, deadLetterQueue } of props.streamConsumers) {
      const consumer = new StreamConsumer(this, `Stream-${def.id}`, { def, table, stage, queues: props.queues, onFailureQueue: deadLetterQueue });
      acknowledgeStreamListing(consumer);
      streamFunctions.set(def.id, consumer.fn);
    }
    this.streamFunctions = streamFunctions;

    acknowledgeApiFindings(this.httpApi);
    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.url, description: 'Base URL of the API ($default stage)' });
  }

  /** One function, one API route and the route's grants. */
  private addRoute(route: HttpRoute, props: ApiStackProps): ApiFunction {
    const wanted = (props.routeQueues ?? ROUTE_QUEUES)[route.id] ?? [];
    const unknown = wanted.filter((q) => !props.queues.some((b) => b.def.id === q));
    if (unknown.length > 0) throw new Error(`Route ${route.id} lists unknown queues: ${unknown.join(', ')}`);
    const fn = new ApiFunction(this, route.id, {
      entry: route.entry,
      stage: props.stage,
      table: props.table,
      description: `${route.method} ${route.path}`,
      queues: props.queues.filter((b) => wanted.includes(b.def.id)),
      bundledFiles: route.bundledFiles,
    });
    bindTable(fn, props.table, route.access);
    // Authentication records the key's last use, on read routes too (see table-access.ts).
    if (route.scope !== null) allowKeyUsageRecording(fn, props.table);
    this.httpApi.api.addRoutes({
      path: route.path,
      methods: [apigwv2.HttpMethod[route.method]],
      integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
    });
    return fn;
  }
}
