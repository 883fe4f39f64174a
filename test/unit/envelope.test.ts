/**
 * Envelope encryption against the real KMS client, answered in process by the local stack's KMS
 * (the way the function host answers it), counting the KMS calls the caches save.
 */
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addClientPlugin } from '#shared/aws/client-plugins.ts';
import { forgetDataKeys, open, seal, UnopenableError } from '#shared/crypto/envelope.ts';
import { createAwsCallLog } from '#infra/local/functions/aws-call-log.ts';
import { localAws } from '#infra/local/functions/local-aws.ts';
import { hostPlugin } from '#infra/local/functions/sdk-plugin.ts';

const KEY = 'arn:aws:kms:us-east-1:000000000000:key/unit';
const OTHER = 'arn:aws:kms:us-east-1:000000000000:key/other';
const answer = localAws({ tableName: 't', queues: [], secrets: [], kmsKeys: [{ id: 'unit', arn: KEY }, { id: 'other', arn: OTHER }], kmsMasterKey: randomBytes(32) }, createAwsCallLog());
const kmsCalls: string[] = [];
addClientPlugin(
  hostPlugin(
    async (call) => {
      kmsCalls.push(call.command);
      return answer('unit', { ...call, type: 'sdk-call', id: 0 });
    },
    () => undefined,
    ['kms'],
  ),
);

const context = { workspace_id: 'w', environment: 'sandbox', webhook_id: 'a' };

beforeEach(() => {
  forgetDataKeys();
  kmsCalls.length = 0;
});

describe('envelope encryption', () => {
  it('opens what it sealed, and the sealed form holds nothing of the value', async () => {
    const sealed = await seal('whsec_value', context, KEY);
    expect(JSON.stringify(sealed)).not.toContain('whsec_value');
    expect(await open(sealed, context, KEY)).toBe('whsec_value');
  });

  it('asks KMS for one data key for many seals, and unwraps each data key once', async () => {
    const sealed = await Promise.all(['a', 'b', 'c'].map(async (v) => seal(v, context, KEY, 0)));
    const again = await seal('d', context, KEY, 1);
    expect(new Set([...sealed, again].map((s) => s.key)).size).toBe(1);
    forgetDataKeys();
    expect(await Promise.all(sealed.map((s) => open(s, context, KEY)))).toEqual(['a', 'b', 'c']);
    expect(kmsCalls.filter((c) => c === 'GenerateDataKey')).toHaveLength(1);
    expect(kmsCalls.filter((c) => c === 'Decrypt')).toHaveLength(1);
  });

  it('takes a new data key once the current one is five minutes old', async () => {
    const first = await seal('a', context, KEY, 0);
    const later = await seal('b', context, KEY, 5 * 60_000);
    expect(later.key).not.toBe(first.key);
  });

  it('refuses a value opened for another item, or altered', async () => {
    const sealed = await seal('secret', context, KEY);
    await expect(open(sealed, { ...context, webhook_id: 'b' }, KEY)).rejects.toBeInstanceOf(UnopenableError);
    const ct = Buffer.from(sealed.ct, 'base64');
    ct[0] = ct[0]! ^ 1;
    await expect(open({ ...sealed, ct: ct.toString('base64') }, context, KEY)).rejects.toBeInstanceOf(UnopenableError);
  });

  it('lets KMS refuse a data key wrapped by another key', async () => {
    const sealed = await seal('secret', context, OTHER);
    forgetDataKeys();
    await expect(open(sealed, context, KEY)).rejects.toMatchObject({ name: 'IncorrectKeyException' });
  });
});
