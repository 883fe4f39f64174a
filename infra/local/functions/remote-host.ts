/**
 * The local stack's stand-ins for KMS and Secrets Manager, for processes other than the stack's
 * own functions: test workers and tools that run a handler in-process (the dispatcher, say) must
 * open what the stack's functions sealed. `POST /__local/aws-call` answers one SDK call the way
 * the function host answers its workers, without logging it (these processes are not functions).
 */
import type { ClientPlugin } from '#shared/aws/client-plugins.ts';
import type { HttpResponseParts } from '#infra/local/lambda-result.ts';
import type { SdkReply } from '#infra/local/functions/host.ts';
import type { SdkCallMessage } from '#infra/local/functions/protocol.ts';
import { hostPlugin } from '#infra/local/functions/sdk-plugin.ts';

export const AWS_CALL_PATH = '/__local/aws-call';

/** The services a remote process asks the stack about: those without an emulator. */
export const ANSWERED_SERVICES = ['kms', 'secretsmanager'] as const;

/** JSON with byte arrays (KMS blobs) kept as `{ "$bytes": base64 }`. */
export const encodeCall = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v instanceof Uint8Array ? { $bytes: Buffer.from(v).toString('base64') } : v));

export const decodeCall = <T>(text: string): T =>
  JSON.parse(text, (_key, v: unknown) =>
    v && typeof v === 'object' && '$bytes' in v && typeof (v as { $bytes: unknown }).$bytes === 'string'
      ? new Uint8Array(Buffer.from((v as { $bytes: string }).$bytes, 'base64'))
      : v,
  ) as T;

/** A plugin that asks the running stack at `apiUrl` to answer KMS and Secrets Manager calls. */
export function remoteHostPlugin(apiUrl: string): ClientPlugin {
  return hostPlugin(
    async (call) => {
      const res = await fetch(new URL(AWS_CALL_PATH, apiUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: encodeCall(call) });
      if (res.status !== 200) throw new Error(`The local stack did not answer the AWS call (${res.status}).`);
      return decodeCall<SdkReply>(await res.text());
    },
    () => undefined,
    ANSWERED_SERVICES,
  );
}

/** The stack's side: the endpoint, answering with `answer`. */
export function awsCallRoute(answer: (call: SdkCallMessage) => SdkReply) {
  return (method: string, path: string, body: Buffer): HttpResponseParts | null => {
    if (path !== AWS_CALL_PATH) return null;
    const json = { 'content-type': 'application/json' };
    if (method !== 'POST') return { status: 405, headers: { ...json, allow: 'POST' }, body: Buffer.from('{"error":"Use POST."}') };
    const call = decodeCall<Omit<SdkCallMessage, 'type' | 'id'>>(body.toString('utf8'));
    return { status: 200, headers: json, body: Buffer.from(encodeCall(answer({ ...call, type: 'sdk-call', id: 0 }))) };
  };
}
