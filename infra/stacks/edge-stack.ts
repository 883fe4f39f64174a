/**
 * The optional public edge (`-c edge=true`; docs/infrastructure.md, Public edge): a CloudFront
 * distribution in front of the HTTP API with an AWS WAF web ACL of rate-based rules, so floods
 * are turned away at the edge before API Gateway, the functions or the table see them. HTTP APIs
 * cannot carry a web ACL themselves, hence CloudFront. A CloudFront web ACL must live in
 * us-east-1, so this is a stack of its own there; the origin is the API's host, given in context
 * (a second deploy once the API stack has output it), so no reference crosses regions.
 *
 * Nothing is cached (every answer is per key); every viewer header but `Host` reaches the API,
 * with the origin secret the API checks (shared/http/middlewares/origin-check.ts), so requests
 * sent to the API's own endpoint around the edge are refused.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Validations } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '#shared/model/edge.ts';

/** Requests per client address in WAF's five-minute window, by rule (docs/infrastructure.md, Public edge). */
export const EDGE_RATE_LIMITS = {
  /**
   * Any request from one address: 60,000 in five minutes (200 a second on average), above one
   * key's allowed 100 writes and 200 reads a second, so a tenant's server behind one address is
   * held back by its own key limits first; a single address flooding past it is stopped here.
   */
  perAddress: 60_000,
  /**
   * Requests without `Authorization` (the documentation, partner callbacks, and anything
   * unauthenticated) from one address: 1,500 in five minutes (5 a second on average).
   */
  anonymousPerAddress: 1_500,
} as const;

export interface EdgeStackProps extends StackProps {
  stage: string;
  /** The API's host: its `execute-api` host or its custom domain. */
  originDomain: string;
  /** Sent to the API in `ORIGIN_SECRET_HEADER` on every request, which the API refuses without it. */
  originSecret: string;
}

export class EdgeStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const metric = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${props.stage}-${name}`,
      sampledRequestsEnabled: true,
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('edge'),
      rules: [
        {
          name: 'RatePerAddress',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: EDGE_RATE_LIMITS.perAddress, aggregateKeyType: 'IP' } },
          visibilityConfig: metric('rate-per-address'),
        },
        {
          name: 'AnonymousRatePerAddress',
          priority: 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: EDGE_RATE_LIMITS.anonymousPerAddress,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                notStatement: {
                  statement: { sizeConstraintStatement: authorizationPresent },
                },
              },
            },
          },
          visibilityConfig: metric('anonymous-rate-per-address'),
        },
        {
          name: 'AmazonIpReputation',
          priority: 2,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' } },
          visibilityConfig: metric('ip-reputation'),
        },
      ],
    });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Workspace Wallet API (${props.stage}): public edge`,
      webAclId: this.webAcl.attrArn,
      minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      defaultBehavior: {
        // A custom origin header replaces a viewer's header of the same name, so only the edge can send it.
        origin: new origins.HttpOrigin(props.originDomain, {
          protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
          customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret },
        }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      },
    });
    const reason =
      'An API edge: access logs are the API stage’s (every request, JSON), geo restriction is no rule of the service, and the default certificate serves the CloudFront domain (a custom name is the operator’s to add).';
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason },
      { id: 'AwsSolutions-CFR3', reason },
      { id: 'AwsSolutions-CFR4', reason },
    );
  }
}

/** An `Authorization` header of at least one byte. */
const authorizationPresent: wafv2.CfnWebACL.SizeConstraintStatementProperty = {
  fieldToMatch: { singleHeader: { Name: 'authorization' } },
  comparisonOperator: 'GT',
  size: 0,
  textTransformations: [{ priority: 0, type: 'NONE' }],
};
