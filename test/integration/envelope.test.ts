/**
 * Envelope encryption with the real KMS client against the test stack's KMS stand-in
 * (`KMS_ENDPOINT`), counting the KMS calls the caches save.
 */
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { addClientPlugin } from '#shared/aws/client-plugins.ts';
import { forgetDataKeys, open, seal, UnopenableError } from '#shared/crypto/envelope.ts';

const KEY = inject('stack').kmsKeyArns['webhook-secrets']!;
const OTHER = `${KEY}-other`;
const kmsCalls: string[] = [];
addClientPlugin({
  applyToStack(stack) {
    stack.add(
      (next, context) => (args) => {
        if (context.clientName === 'KMSClient') kmsCalls.push(String(context.commandName).replace(/Command$/, ''));
        return next(args);
      },
      { step: 'initialize', name: 'countKmsCalls' },
    );
  },
});

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

  it('lets KMS refuse a data key opened under another key, or a key it does not have', async () => {
    const sealed = await seal('secret', context, KEY);
    forgetDataKeys();
    await expect(open(sealed, context, OTHER)).rejects.toMatchObject({ name: 'IncorrectKeyException' });
    await expect(seal('secret', context, OTHER)).rejects.toMatchObject({ name: 'NotFoundException' });
  });
});
