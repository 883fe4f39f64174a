/**
 * The HTTP API with its one stage (`$default`), JSON access logs, stage-wide throttling and an
 * optional custom domain. Routes, `$default` included, are added by the stacks of the functions
 * they reach (`infra/stacks/area-stack.ts`).
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledgeLogGroupFindings } from '#infra/stacks/acknowledgements.ts';

/**
 * Stage-wide throttling (requests per second, token bucket). API Gateway answers above it
 * with its own 429 before any function runs, protecting the table and the account's Lambda
 * concurrency. In production, above what one workspace may send (1,500 a second: 500 writes and
 * 1,000 reads, shared/config.ts) several times over, and under the account's regional quota
 * (10,000 a second, burst 5,000, shared with every other API of the account and region); lower
 * outside prod so a runaway test cannot spend much. The arithmetic is in docs/infrastructure.md,
 * Fair share.
 */
export const THROTTLE = {
  prod: { rateLimit: 5000, burstLimit: 5000 },
  other: { rateLimit: 50, burstLimit: 100 },
} as const;

export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * Per-route throttles on the routes whose work reaches past the table, by route id: each is a
 * bucket of its own for the whole stage, below the stage's, so a flood of one expensive call
 * cannot spend the partner's, KMS's or the webhook queue's capacity for everyone else's calls of
 * it nor crowd the stage. Outside production each is capped at the stage's own throttle.
 */
export const ROUTE_THROTTLES: Readonly<Record<string, Throttle & { why: string }>> = {
  resolveIdentity: {
    rateLimit: 50,
    burstLimit: 100,
    why: "the identity partner's capacity; a workspace may look up 1 a second on average",
  },
  createWallet: { rateLimit: 50, burstLimit: 100, why: 'a live wallet is a KMS CreateKey, under account-wide KMS request quotas' },
  createTransfer: { rateLimit: 200, burstLimit: 400, why: 'a transfer reserves balance in a transaction and signs with KMS in live' },
  createRampPayment: { rateLimit: 100, burstLimit: 200, why: "each asks the partner's provider network in hybrid mode" },
  createQuoteRequest: { rateLimit: 100, burstLimit: 200, why: "each asks the partner's providers for quotes" },
  executeQuote: { rateLimit: 100, burstLimit: 200, why: 'each submits a payment to the partner' },
  createSandboxDeposit: { rateLimit: 100, burstLimit: 200, why: 'each deposit fans out to up to 16 webhooks per workspace' },
};

/** One JSON object per request; field names match the function logs for joining on `requestId`. */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  routeKey: '$context.routeKey',
  method: '$context.httpMethod',
  path: '$context.path',
  status: '$context.status',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  responseLength: '$context.responseLength',
  requestTime: '$context.requestTimeEpoch',
} as const;

export interface HttpApiProps {
  stage: string;
  /** The production safeguards (`DeployContext.production`): a year of retained logs, production throttling. */
  production: boolean;
  /** A custom domain: its name and an ACM certificate for it in the API's region. */
  domain?: { name: string; certificateArn: string };
}

/** An HTTP API whose `$default` stage logs every request and throttles the whole API. */
export class HttpApi extends Construct {
  readonly api: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly accessLogs: logs.LogGroup;
  /** The custom domain, when one is configured. */
  readonly domain?: apigwv2.DomainName;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    const prod = props.production;
    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: prod ? logs.RetentionDays.ONE_YEAR : logs.RetentionDays.ONE_MONTH,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    acknowledgeLogGroupFindings(this.accessLogs, prod);
    this.api = new apigwv2.HttpApi(this, 'Api', {
      description: `Workspace Wallet, Transfer and Ramp API (${props.stage})`,
      // The stage below replaces the default one so it can carry logs and throttling.
      createDefaultStage: false,
    });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: prod ? THROTTLE.prod : THROTTLE.other,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });
    if (props.domain) {
      // A regional endpoint: the certificate lives in the API's region; the DNS record (a CNAME
      // or alias) points at the `regionalDomainName` the API stack outputs.
      this.domain = new apigwv2.DomainName(this, 'Domain', {
        domainName: props.domain.name,
        certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
        securityPolicy: apigwv2.SecurityPolicy.TLS_1_2,
      });
      new apigwv2.ApiMapping(this, 'DomainMapping', { api: this.api, domainName: this.domain, stage: this.stage });
    }
  }

  /**
   * Gives each route of `ROUTE_THROTTLES` its throttle on the stage. The routes are made in the
   * areas' nested stacks, and a stage's route settings must name routes that exist, so the stage
   * waits for `routeStacks`.
   */
  throttleRoutes(
    routes: readonly { id: string; method: string; path: string }[],
    routeStacks: readonly Construct[],
    production: boolean,
  ): void {
    const stage = production ? THROTTLE.prod : THROTTLE.other;
    const settings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of routes) {
      const throttle = ROUTE_THROTTLES[route.id];
      if (!throttle) continue;
      settings[`${route.method} ${route.path}`] = {
        ThrottlingRateLimit: Math.min(throttle.rateLimit, stage.rateLimit),
        ThrottlingBurstLimit: Math.min(throttle.burstLimit, stage.burstLimit),
      };
    }
    (this.stage.node.defaultChild as apigwv2.CfnStage).routeSettings = settings;
    for (const routeStack of routeStacks) this.stage.node.addDependency(routeStack);
  }

  /** The invoke URL of the `$default` stage (ends with `/`). */
  get url(): string {
    return this.stage.url;
  }
}
