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
 * concurrency. Sized well under the account defaults (10,000 rps / 5,000 burst), and lower
 * outside prod so a runaway test cannot spend much. See docs/infrastructure.md.
 */
export const THROTTLE = {
  prod: { rateLimit: 500, burstLimit: 1000 },
  other: { rateLimit: 50, burstLimit: 100 },
} as const;

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

  /** The invoke URL of the `$default` stage (ends with `/`). */
  get url(): string {
    return this.stage.url;
  }
}
