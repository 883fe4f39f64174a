/**
 * The local stack's stand-ins for the two AWS services that publish no local emulator: KMS
 * (`GenerateDataKey`, `Decrypt`) and Secrets Manager (`GetSecretValue`), served over HTTP in
 * their own wire protocol (AWS JSON 1.1, `X-Amz-Target`), so the real SDK clients talk to them
 * through `KMS_ENDPOINT` and `SECRETS_MANAGER_ENDPOINT` exactly as to DynamoDB Local through
 * `DYNAMODB_ENDPOINT`: bundled functions, workers, test workers and the bench alike. Only these
 * three operations, for the stack's own keys and secrets; requests are not authenticated.
 *
 * Asymmetric KMS keys (custody's secp256k1 keys) are moto's (`infra/local/kms/`): when the stack
 * runs moto, the KMS operations custody uses and these stand-ins do not serve are forwarded to it
 * as they came (same body, same `X-Amz-Target`), so a function still has one KMS endpoint. Data
 * keys never go to moto: the stack's own keys live here only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stopServer } from '#infra/local/http-io.ts';
import { generateDataKey, unwrapDataKey, type KmsRefusal } from '#infra/local/functions/local-kms.ts';

export interface StandInResources {
  secrets: readonly { id: string; arn: string; value: string | undefined }[];
  kmsKeys: readonly { id: string; arn: string }[];
  /** The local KMS's master key (`local-kms.ts`). */
  kmsMasterKey: Buffer;
}

/** The KMS operations handed to moto when it runs: custody's key lifecycle and signing. */
export const KMS_OPERATIONS_FOR_MOTO: ReadonlySet<string> = new Set(
  ['CreateKey', 'GetPublicKey', 'Sign', 'Verify', 'DescribeKey', 'TagResource', 'ListResourceTags', 'ListKeys', 'ScheduleKeyDeletion'].map(
    (op) => `TrentService.${op}`,
  ),
);

export interface AwsStandIns {
  url: string;
  stop(): Promise<void>;
}

type Answer = { status: 200; body: Record<string, unknown> } | { status: 400; body: { __type: string; message: string } };

const refused = (r: KmsRefusal): Answer => ({ status: 400, body: { __type: r.name, message: r.message } });
const bytes = (b64: unknown) => Buffer.from(typeof b64 === 'string' ? b64 : '', 'base64');

function answer(resources: StandInResources, target: string, input: Record<string, unknown>): Answer {
  const context = input.EncryptionContext as Record<string, string> | undefined;
  switch (target) {
    case 'TrentService.GenerateDataKey': {
      const out = generateDataKey(
        resources.kmsMasterKey,
        resources.kmsKeys.map((k) => k.arn),
        String(input.KeyId),
        String(input.KeySpec),
        context,
      );
      if ('name' in out) return refused(out);
      return {
        status: 200,
        body: { KeyId: out.keyArn, Plaintext: out.plaintext.toString('base64'), CiphertextBlob: out.wrapped.toString('base64') },
      };
    }
    case 'TrentService.Decrypt': {
      const out = unwrapDataKey(resources.kmsMasterKey, bytes(input.CiphertextBlob), input.KeyId as string | undefined, context);
      if ('name' in out) return refused(out);
      return {
        status: 200,
        body: { KeyId: out.keyArn, Plaintext: out.plaintext.toString('base64'), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' },
      };
    }
    case 'secretsmanager.GetSecretValue': {
      const secret = resources.secrets.find((s) => s.arn === input.SecretId);
      if (!secret || secret.value === undefined) {
        return { status: 400, body: { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." } };
      }
      return {
        status: 200,
        body: {
          ARN: secret.arn,
          Name: secret.arn.split(':').pop(),
          SecretString: secret.value,
          VersionId: 'local',
          VersionStages: ['AWSCURRENT'],
        },
      };
    }
    default:
      if (KMS_OPERATIONS_FOR_MOTO.has(target)) {
        // Reached only when the stack runs without moto (with moto these never get here).
        return {
          status: 400,
          body: {
            __type: 'UnsupportedOperationException',
            message: `${target} needs moto's KMS, which this local stack runs without (see docs/live-custody.md).`,
          },
        };
      }
      return { status: 400, body: { __type: 'UnknownOperationException', message: `${target} is not served by the local stack.` } };
  }
}

/** Long enough for moto to make an RSA key; a signature takes milliseconds. */
const MOTO_TIMEOUT_MS = 10_000;

/** The request as it came, sent on to moto, and moto's answer as it came back. */
async function forwardToMoto(motoUrl: string, req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  // The signature too: moto reads the region (and so the key ARNs it makes) from its scope.
  for (const name of ['x-amz-target', 'content-type', 'authorization', 'x-amz-date']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    const answered = await fetch(motoUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(MOTO_TIMEOUT_MS) });
    const text = Buffer.from(await answered.arrayBuffer());
    res.writeHead(answered.status, { 'content-type': answered.headers.get('content-type') ?? 'application/x-amz-json-1.1' }).end(text);
  } catch (error) {
    res.writeHead(503, { 'content-type': 'application/x-amz-json-1.1' }).end(
      JSON.stringify({
        __type: 'KMSInternalException',
        message: `moto's KMS did not answer: ${error instanceof Error ? error.message : String(error)}`,
      }),
    );
  }
}

/** Starts the stand-ins on a free loopback port; with `motoUrl`, forwarding custody's KMS operations there. */
export async function startAwsStandIns(resources: StandInResources, options: { motoUrl?: string } = {}): Promise<AwsStandIns> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const body = Buffer.concat(chunks);
      if (options.motoUrl && KMS_OPERATIONS_FOR_MOTO.has(target)) return void forwardToMoto(options.motoUrl, req, body, res);
      let result: Answer;
      try {
        result = answer(resources, target, JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>);
      } catch {
        result = { status: 400, body: { __type: 'SerializationException', message: 'The body is not JSON.' } };
      }
      res.writeHead(result.status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => stopServer(server) };
}
