/**
 * The local KMS's data keys (served by `aws-standins.ts`). The stack keeps one 256-bit master key
 * of its own (in memory, or in the data folder so a persisted table's sealed values still open)
 * and wraps each data key with it by AES-256-GCM, bound to the KMS key's local ARN and the
 * request's encryption context, as KMS binds them.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface KmsRefusal {
  name: string;
  message: string;
}

const MARK = Buffer.from('local-kms:v1:');

function binding(keyArn: string, context: Record<string, string> | undefined): Buffer {
  return Buffer.from(JSON.stringify([keyArn, Object.entries(context ?? {}).sort(([a], [b]) => a.localeCompare(b))]), 'utf8');
}

/** A new data key under `keyArn`, in clear and wrapped. */
export function generateDataKey(
  masterKey: Buffer,
  keyArns: readonly string[],
  keyArn: string,
  keySpec: string,
  context: Record<string, string> | undefined,
): { keyArn: string; plaintext: Buffer; wrapped: Buffer } | KmsRefusal {
  if (!keyArns.includes(keyArn)) return { name: 'NotFoundException', message: `Key '${keyArn}' does not exist.` };
  if (keySpec !== 'AES_256') return { name: 'ValidationException', message: 'Only KeySpec AES_256 is served locally.' };
  const plaintext = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(binding(keyArn, context));
  const arn = Buffer.from(keyArn, 'utf8');
  const header = Buffer.concat([MARK, Buffer.from(arn.length.toString(16).padStart(4, '0')), arn]);
  return { keyArn, plaintext, wrapped: Buffer.concat([header, iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]) };
}

/** The data key in `wrapped`, if it was wrapped here under `keyArn` (when named) for `context`. */
export function unwrapDataKey(
  masterKey: Buffer,
  wrapped: Buffer,
  keyArn: string | undefined,
  context: Record<string, string> | undefined,
): { keyArn: string; plaintext: Buffer } | KmsRefusal {
  if (!wrapped.subarray(0, MARK.length).equals(MARK))
    return { name: 'InvalidCiphertextException', message: 'The ciphertext is not a local data key.' };
  const arnLength = Number.parseInt(wrapped.subarray(MARK.length, MARK.length + 4).toString(), 16);
  const arnEnd = MARK.length + 4 + arnLength;
  const wrappedBy = wrapped.subarray(MARK.length + 4, arnEnd).toString('utf8');
  if (keyArn !== undefined && keyArn !== wrappedBy)
    return { name: 'IncorrectKeyException', message: 'The ciphertext was wrapped by another key.' };
  const body = wrapped.subarray(arnEnd + 12);
  try {
    const decipher = createDecipheriv('aes-256-gcm', masterKey, wrapped.subarray(arnEnd, arnEnd + 12));
    decipher.setAAD(binding(wrappedBy, context));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return { keyArn: wrappedBy, plaintext: Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]) };
  } catch {
    return { name: 'InvalidCiphertextException', message: 'The ciphertext or its encryption context does not match.' };
  }
}
