/**
 * Envelope encryption of small secrets at rest (webhook signing secrets): each value is sealed
 * with AES-256-GCM under a data key, and the data key is stored beside it wrapped by a KMS key,
 * so the table holds nothing a reader of the table can use without KMS. The value's own context
 * (which workspace, environment and item it belongs to) is the GCM additional data: a sealed
 * value copied onto another item does not open.
 *
 * KMS is asked at most once per `DATA_KEY_REUSE_MS` per container for a data key to seal with,
 * and once per distinct wrapped data key to open with (both cached in the container), so sealing
 * or opening usually costs no KMS call. A data key seals at most `DATA_KEY_MAX_USES` values.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as config from '#shared/config.ts';
import { createDataKeyService, type DataKeyService } from '#shared/aws/kms.ts';

/** A sealed value as stored: base64 fields, versioned so the format can change. */
export interface Sealed {
  v: 1;
  /** The data key, wrapped by the KMS key named at sealing. */
  key: string;
  iv: string;
  /** Ciphertext followed by the 16-byte GCM tag. */
  ct: string;
}

const DATA_KEY_REUSE_MS = 5 * 60_000;
const DATA_KEY_MAX_USES = 10_000;
const OPENED_KEYS_KEPT = 100;
/** KMS's own encryption context for every data key: what the key is for, checked by KMS on unwrap. */
const KMS_CONTEXT = { purpose: 'secret-at-rest' };

let service: Promise<DataKeyService> | undefined;
interface DataKey {
  plaintext: Buffer;
  /** Base64 of the wrapped data key, as stored beside each value it seals. */
  wrapped: string;
}

/** The data key sealing now; concurrent first seals share its one KMS call. */
let current: { keyArn: string; key: Promise<DataKey>; until: number; uses: number } | undefined;
const opened = new Map<string, Promise<Buffer>>();

function dataKeys(): Promise<DataKeyService> {
  service ??= Promise.resolve().then(() =>
    createDataKeyService({ region: config.AWS_REGION, endpoint: config.KMS_ENDPOINT, requestTimeoutMs: config.SDK_REQUEST_TIMEOUT_MS }),
  );
  return service;
}

/** The additional data: the context's entries in a fixed order, so the same context always matches. */
function additionalData(context: Record<string, string>): Buffer {
  return Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b))), 'utf8');
}

function sealingKey(keyArn: string, now: number): Promise<DataKey> {
  if (!current || current.keyArn !== keyArn || current.until <= now || current.uses >= DATA_KEY_MAX_USES) {
    const key = dataKeys()
      .then((s) => s.generate(keyArn, KMS_CONTEXT))
      .then(({ plaintext, wrapped }) => ({ plaintext: Buffer.from(plaintext), wrapped: Buffer.from(wrapped).toString('base64') }));
    const entry = { keyArn, key, until: now + DATA_KEY_REUSE_MS, uses: 0 };
    current = entry;
    // A failed request is not kept: the next seal asks again.
    key.catch(() => {
      if (current === entry) current = undefined;
    });
  }
  current.uses++;
  return current.key;
}

/** Seals `plaintext` for `context` under a data key wrapped by the KMS key `keyArn`. */
export async function seal(plaintext: string, context: Record<string, string>, keyArn: string, now = Date.now()): Promise<Sealed> {
  const key = await sealingKey(keyArn, now);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.plaintext, iv);
  cipher.setAAD(additionalData(context));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { v: 1, key: key.wrapped, iv: iv.toString('base64'), ct: ct.toString('base64') };
}

function openingKey(keyArn: string, wrapped: string): Promise<Buffer> {
  let key = opened.get(wrapped);
  if (!key) {
    key = dataKeys()
      .then((s) => s.unwrap(keyArn, Buffer.from(wrapped, 'base64'), KMS_CONTEXT))
      .then((plaintext) => Buffer.from(plaintext));
    if (opened.size >= OPENED_KEYS_KEPT) opened.delete(opened.keys().next().value as string);
    opened.set(wrapped, key);
    key.catch(() => opened.delete(wrapped));
  }
  return key;
}

/** A sealed value that can never be opened here: sealed for another context, or altered. Retrying cannot help. */
export class UnopenableError extends Error {
  constructor() {
    super('The sealed value does not open for this context: it was sealed for another item or altered.');
    this.name = 'UnopenableError';
  }
}

/**
 * Opens a sealed value. Throws `UnopenableError` when it was sealed for another context or
 * tampered with; a KMS failure (throttling, an outage) is thrown as the SDK raised it.
 */
export async function open(sealed: Sealed, context: Record<string, string>, keyArn: string): Promise<string> {
  const key = await openingKey(keyArn, sealed.key);
  const data = Buffer.from(sealed.ct, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(additionalData(context));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new UnopenableError();
  }
}

/** Forgets every cached data key (tests of the caches). */
export function forgetDataKeys(): void {
  current = undefined;
  opened.clear();
}
