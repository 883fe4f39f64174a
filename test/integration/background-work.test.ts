/**
 * Work a request starts beside its handler (recording a key's last use) may fail while the
 * handler is still running. Its failure is logged and the request answered as usual; it must
 * never surface as an unhandled rejection, which in Lambda ends the invocation with an error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { clearFaults, faultHeaders, injectFault, tracedCalls } from '../support/faults.ts';

describe('background work of a request', () => {
  it('fails without failing the request, and leaves no unhandled rejection', async () => {
    // A key never used yet: its first request records the use, beside the handler's own reads.
    const ws = await newWorkspace('background work');
    const scope = `background-${crypto.randomUUID()}`;
    // The read's two rate counters (the key's and the workspace's) come first; the third UpdateItem records the use.
    await injectFault({ service: 'dynamodb', command: 'UpdateItem', skip: 2, error: 'internal', scope });
    const res = await api('GET', '/v1/wallets', { token: ws.token, headers: faultHeaders(scope) });
    const failed = (await tracedCalls(scope)).filter((c) => c.failed);
    await clearFaults(scope);
    expect(res.status, res.text).toBe(200);
    expect(failed.map((c) => c.command)).toEqual(['UpdateItem']);
    const log = readFileSync(join(inject('stack').logDir, 'stack.log'), 'utf8');
    expect(log).not.toMatch(/unhandled rejection in listWallets/);
  });
});
