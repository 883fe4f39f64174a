/**
 * The house Lambda function: every function of the function table (`shared/wiring/functions.ts`)
 * is one of these, so runtime, architecture, bundling, logging and the execution role are
 * decided in one place. What a function may reach (environment, grants, trigger) is wired
 * separately from its declarations (`function-wiring.ts`).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RemovalPolicy, type Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { aliasEsbuildArgs, HOUSE_BUNDLING, houseDefines } from '#infra/constructs/bundling.ts';
import { FUNCTION_ARCHITECTURE, FUNCTION_MEMORY_MB } from '#infra/constructs/function-sizing.ts';

/** The repository root: entries, package.json (`imports`) and the lock file live here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Lambda's Node.js 24 runtime (present in aws-cdk-lib ≥ 2.22x, so no hand-made Runtime needed). */
export const RUNTIME = lambda.Runtime.NODEJS_24_X;

/** `HOUSE_BUNDLING`'s plain values as the CDK's enums. */
const OUTPUT_FORMATS = { esm: OutputFormat.ESM, cjs: OutputFormat.CJS } as const;
const LOG_LEVELS = { warning: LogLevel.WARNING, error: LogLevel.ERROR, info: LogLevel.INFO } as const;
const ARCHITECTURES = { arm64: lambda.Architecture.ARM_64, x86_64: lambda.Architecture.X86_64 } as const;

export interface ApiFunctionProps {
  /** Entry file relative to the repository root (as in `shared/routes.ts`). */
  entry: string;
  /** The production safeguards: a year of logs, kept when the stack goes. */
  production: boolean;
  description: string;
  timeout: Duration;
  /** A fixed name for the execution role (custody signers: their keys' policies name the role); generated otherwise. */
  roleName?: string;
  /** The whole environment (`functionEnvironment` of the function table); nothing is added to it. */
  environment: Readonly<Record<string, string>>;
  /** Package paths of files the function reads at run time, copied beside the bundle (`HttpRoute.bundledFiles`). */
  bundledFiles?: readonly string[];
}

/**
 * Shell commands that copy `files` (package paths, resolved from the repository root) into the
 * bundle's folder, where `readBundledFile` (shared/http/bundled-file.ts) looks first.
 */
function copyCommands(files: readonly string[], outputDir: string): string[] {
  const resolve = createRequire(path.join(REPO_ROOT, 'package.json')).resolve;
  return files.map((file) => `cp "${resolve(file)}" "${path.join(outputDir, path.basename(file))}"`);
}

/**
 * A `NodejsFunction` with the house defaults, its own log group (`fn.logGroup`) and its own
 * minimal role.
 */
export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const prod = props.production;
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      // Dev logs are for debugging this week; prod logs answer audits and incident reviews.
      retention: prod ? logs.RetentionDays.ONE_YEAR : logs.RetentionDays.ONE_MONTH,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // A custom role instead of AWSLambdaBasicExecutionRole: that managed policy may write to
    // any log group in the account; this one may write only to the function's own group.
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      roleName: props.roleName,
      description: `Execution role of ${props.description}`,
    });

    super(scope, id, {
      entry: path.join(REPO_ROOT, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: RUNTIME,
      architecture: ARCHITECTURES[FUNCTION_ARCHITECTURE],
      memorySize: FUNCTION_MEMORY_MB,
      timeout: props.timeout,
      role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      environment: { ...props.environment },
      bundling: {
        // Bundle with the esbuild in node_modules; synth must work offline without Docker.
        forceDockerBundling: false,
        // The settings live in bundling.ts so the bench and the size budget test build alike.
        format: OUTPUT_FORMATS[HOUSE_BUNDLING.format],
        mainFields: [...HOUSE_BUNDLING.mainFields],
        banner: HOUSE_BUNDLING.banner,
        target: HOUSE_BUNDLING.target,
        minify: HOUSE_BUNDLING.minify,
        bundleAwsSDK: HOUSE_BUNDLING.bundleAwsSDK,
        sourceMap: HOUSE_BUNDLING.sourceMap,
        logLevel: LOG_LEVELS[HOUSE_BUNDLING.logLevel],
        esbuildArgs: aliasEsbuildArgs(),
        define: houseDefines(props.environment.EDGE_ORIGIN_DIGESTS !== undefined),
        ...(props.bundledFiles?.length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) => copyCommands(props.bundledFiles ?? [], outputDir),
              },
            }
          : {}),
      },
    });
    logGroup.grantWrite(role);
  }
}
