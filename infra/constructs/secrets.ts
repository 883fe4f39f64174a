/**
 * The secrets of `shared/secrets.ts` in Secrets Manager. The data stack owns one secret per
 * entry (a generated placeholder the operator replaces with `aws secretsmanager put-secret-value`)
 * unless the entry's context key names an existing secret. A function that declares a secret
 * (`uses.readsSecrets`) gets its ARN in the environment and `secretsmanager:GetSecretValue` on
 * it alone; the value never enters a template, a parameter or an environment.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { SecretDef } from '#shared/secrets.ts';
import { acknowledgeSecretRotation } from '#infra/stacks/acknowledgements.ts';

/** A secret as the functions see it. */
export interface StageSecret {
  def: SecretDef;
  secret: secretsmanager.ISecret;
  /** What the function's environment holds (`def.arnEnv`): the value `GetSecretValue` takes as `SecretId`. */
  secretId: string;
  /** The resource of the `GetSecretValue` grant. */
  policyResource: string;
}

const COMPLETE_ARN = /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+-[A-Za-z0-9]{6}$/;
const SECRET_NAME = /^[A-Za-z0-9/_+=.@-]{1,512}$/;

/**
 * The secret for `def`: the existing one `existing` names (a complete ARN, or a name in this
 * account and region), or a new one named `<namePrefix>/<id>`.
 */
export function stageSecret(
  scope: Construct,
  def: SecretDef,
  options: { namePrefix: string; prod: boolean; existing?: string },
): StageSecret {
  const { existing } = options;
  if (existing !== undefined && COMPLETE_ARN.test(existing)) {
    const secret = secretsmanager.Secret.fromSecretCompleteArn(scope, def.id, existing);
    return { def, secret, secretId: existing, policyResource: existing };
  }
  if (existing?.startsWith('arn:')) {
    throw new Error(
      `-c ${def.contextKey}: give the secret's complete ARN (it ends in a hyphen and six characters; ` +
        '`aws secretsmanager describe-secret --secret-id <name> --query ARN`) or its name, not a partial ARN',
    );
  }
  if (existing !== undefined) {
    if (!SECRET_NAME.test(existing)) throw new Error(`-c ${def.contextKey}=${existing}: not a Secrets Manager secret name`);
    // A name's ARN ends in a random suffix, unknown here: the grant covers `<name>-??????`
    // (exactly six characters, so not `<name>-other-secret`), and GetSecretValue accepts the
    // partial ARN as SecretId.
    const secret = secretsmanager.Secret.fromSecretNameV2(scope, def.id, existing);
    return { def, secret, secretId: secret.secretArn, policyResource: `${secret.secretArn}-??????` };
  }
  const secret = new secretsmanager.Secret(scope, def.id, {
    secretName: `${options.namePrefix}/${def.id}`,
    description: `${def.description}. Generated placeholder: put the real value with aws secretsmanager put-secret-value.`,
    // A random placeholder, never a value that could pass for a real key.
    generateSecretString: { passwordLength: 32, excludePunctuation: true },
    // Production keeps its secret with the data; other stages leave nothing behind.
    removalPolicy: options.prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  acknowledgeSecretRotation(secret);
  return { def, secret, secretId: secret.secretArn, policyResource: secret.secretArn };
}

/** `secretsmanager:GetSecretValue` on the secret and nothing else (not `DescribeSecret`, which `grantRead` adds). */
export function grantSecretValue(grantee: iam.IGrantable, secret: StageSecret): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.policyResource] }),
  );
}
