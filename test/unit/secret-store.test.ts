/**
 * The secret store's cache, against the real Secrets Manager client with a plugin that answers
 * GetSecretValue before anything leaves the process (the way the local stack's host answers it).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { addClientPlugin } from '#shared/aws/client-plugins.ts';
import { clearSecretCache, readSecret, SecretNotConfiguredError } from '#shared/adapters/secret-store.ts';
import * as config from '#shared/config.ts';

const asked: string[] = [];
let current = 'first';
let failNext = false;
/** Secrets Manager's answer for a secret that does not exist or has no current value. */
const MISSING = 'arn:missing';

addClientPlugin({
  applyToStack(stack) {
    stack.add(
      () => async (args) => {
        const id = (args.input as { SecretId: string }).SecretId;
        asked.push(id);
        if (id === MISSING)
          throw Object.assign(new Error("Secrets Manager can't find the specified secret."), { name: 'ResourceNotFoundException' });
        if (failNext) {
          failNext = false;
          throw Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
        }
        return { output: { ARN: id, SecretString: current, $metadata: {} }, response: {} };
      },
      { step: 'initialize', name: 'answerSecrets' },
    );
  },
});

const TTL_MS = config.SECRET_CACHE_TTL_SECONDS * 1000;

beforeEach(() => {
  clearSecretCache();
  asked.length = 0;
  current = 'first';
});

describe('secrets read at run time', () => {
  it('reads a secret once per container while its value is fresh', async () => {
    expect(await readSecret('arn:a', 0)).toBe('first');
    expect(await readSecret('arn:a', TTL_MS - 1)).toBe('first');
    expect(asked).toEqual(['arn:a']);
  });

  it('uses a rotated value once the cached one is older than the bound', async () => {
    await readSecret('arn:a', 0);
    current = 'rotated';
    expect(await readSecret('arn:a', TTL_MS)).toBe('rotated');
    expect(asked).toEqual(['arn:a', 'arn:a']);
  });

  it('shares one call among concurrent first reads', async () => {
    const values = await Promise.all([readSecret('arn:b', 0), readSecret('arn:b', 0), readSecret('arn:b', 0)]);
    expect(values).toEqual(['first', 'first', 'first']);
    expect(asked).toEqual(['arn:b']);
  });

  it('does not keep a failed read', async () => {
    failNext = true;
    await expect(readSecret('arn:c', 0)).rejects.toThrow('throttled');
    expect(await readSecret('arn:c', 1)).toBe('first');
    expect(asked).toEqual(['arn:c', 'arn:c']);
  });

  it('tells a secret nobody configured (missing, or an empty value) from a failed read, and keeps neither', async () => {
    await expect(readSecret(MISSING, 0)).rejects.toBeInstanceOf(SecretNotConfiguredError);
    current = '';
    await expect(readSecret('arn:d', 0)).rejects.toBeInstanceOf(SecretNotConfiguredError);
    current = 'put';
    expect(await readSecret('arn:d', 1)).toBe('put');
    failNext = true;
    await expect(readSecret('arn:e', 0)).rejects.not.toBeInstanceOf(SecretNotConfiguredError);
    expect(asked).toEqual([MISSING, 'arn:d', 'arn:d', 'arn:e']);
  });
});
