/**
 * The local stack's answer to KMS `GenerateDataKey` and `Decrypt`. AWS publishes no local KMS,
 * so the stack keeps one 256-bit master key of its own (in memory, or in the data folder so a
 * persisted table's sealed values still open) and wraps data keys with it by AES-256-GCM, bound to
 * the key's local ARN and the request's encryption context, as KMS binds them. Only the answer is
 * local: the function's code, environment (the key's ARN) and data-key caches are the deployed ones.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SdkReply } from '#infra/local/functions/host.ts';

interface KmsInput {
  KeyId?: string;
  KeySpec?: string;
  CiphertextBlob?: Uint8Array;
  EncryptionContext?: Record<string, string>;
}

const MARK = Buffer.from('local-kms:v1:');

function binding(keyArn: string, context: Record<string, string> | undefined): Buffer {
  return Buffer.from(JSON.stringify([keyArn, Object.entries(context ?? {}).sort(([a], [b]) => a.localeCompare(b))]), 'utf8');
}

function refuse(name: string, message: string): SdkReply {
  return { verdict: 'refuse', error: { name, message } };
}

/** Answers one KMS call for the keys `keyArns` (local ARNs), wrapping with `masterKey`. */
export function answerKms(masterKey: Buffer, keyArns: readonly string[], command: string, input: KmsInput): SdkReply {
  if (command === 'GenerateDataKey') {
    if (!input.KeyId || !keyArns.includes(input.KeyId)) return refuse('NotFoundException', `Key '${input.KeyId}' does not exist.`);
    if (input.KeySpec !== 'AES_256') return refuse('ValidationException', 'Only KeySpec AES_256 is served locally.');
    const plaintext = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
    cipher.setAAD(binding(input.KeyId, input.EncryptionContext));
    const wrapped = Buffer.concat([MARK, Buffer.from(input.KeyId.length.toString(16).padStart(4, '0')), Buffer.from(input.KeyId), iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    return { verdict: 'answer', output: { KeyId: input.KeyId, Plaintext: new Uint8Array(plaintext), CiphertextBlob: new Uint8Array(wrapped) } };
  }
  if (command === 'Decrypt') {
    const blob = Buffer.from(input.CiphertextBlob ?? new Uint8Array());
    if (!blob.subarray(0, MARK.length).equals(MARK)) return refuse('InvalidCiphertextException', 'The ciphertext is not a local data key.');
    const arnLength = Number.parseInt(blob.subarray(MARK.length, MARK.length + 4).toString(), 16);
    const arnEnd = MARK.length + 4 + arnLength;
    const keyArn = blob.subarray(MARK.length + 4, arnEnd).toString();
    if (input.KeyId !== undefined && input.KeyId !== keyArn) return refuse('IncorrectKeyException', 'The ciphertext was wrapped by another key.');
    const iv = blob.subarray(arnEnd, arnEnd + 12);
    const body = blob.subarray(arnEnd + 12);
    try {
      const decipher = createDecipheriv('aes-256-gcm', masterKey, iv);
      decipher.setAAD(binding(keyArn, input.EncryptionContext));
      decipher.setAuthTag(body.subarray(body.length - 16));
      const plaintext = Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]);
      return { verdict: 'answer', output: { KeyId: keyArn, Plaintext: new Uint8Array(plaintext) } };
    } catch {
      return refuse('InvalidCiphertextException', 'The ciphertext or its encryption context does not match.');
    }
  }
  return refuse('UnsupportedOperationException', `KMS ${command} is not served by the local stack.`);
}
