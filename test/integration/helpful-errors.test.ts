/**
 * Errors that say how to fix them, over HTTP: where malformed JSON breaks, the EIP-55 rule for a
 * mistyped address, the asset's decimals for a decimal amount, the route a near-miss path meant,
 * and how to get an approver when the requester tries to approve.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { enableNetworks, fund, newWallet } from '../support/wallets.ts';

const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
let ws: TestWorkspace;
let wallet: { id: string };
beforeAll(async () => {
  ws = await newWorkspace();
  await enableNetworks(ws, ['ethereum']);
  wallet = await newWallet(ws, ['ethereum']);
  await fund(ws, wallet.id, 'ethereum', 'USDC', '1000');
});

const transfer = (fields: Record<string, unknown>) =>
  api('POST', '/v1/transfers', {
    token: ws.token,
    body: { wallet_id: wallet.id, network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: '10', to_address: DEST, ...fields },
  });

describe('errors that say how to fix them', () => {
  it('says where malformed JSON breaks, by line, column and offset', async () => {
    const res = await api('POST', '/v1/transfers', {
      token: ws.token,
      rawBody: '{\n  "wallet_id": "x",\n  "amount_base_units": "10",\n}',
      headers: { 'content-type': 'application/json' },
    });
    expect([res.status, res.body.error.code]).toEqual([400, 'invalid_json']);
    expect(res.body.error.details).toEqual({ offset: 51, line: 4, column: 1 });
    expect(res.body.error.message).toMatch(/line 4, column 1/);
  });

  it('names the EIP-55 checksum rule for an EVM address whose mixed case does not match', async () => {
    const res = await transfer({ to_address: DEST.replace('fB', 'Fb') });
    expect([res.status, res.body.error.code]).toEqual([400, 'invalid_request']);
    expect(res.body.error.details.fields['body.to_address'][0]).toMatch(/EIP-55 checksum.*all lower-case/);
    const lower = await transfer({ to_address: DEST.toLowerCase(), dry_run: true });
    expect(lower.status).toBe(200);
  });

  it("gives the asset's decimals, and the base units meant, for an amount sent as a decimal", async () => {
    const res = await transfer({ amount_base_units: '1.5' });
    expect([res.status, res.body.error.code]).toEqual([400, 'invalid_request']);
    expect(res.body.error.details.fields['body.amount_base_units']).toContain(
      'USDC has 6 decimals: amounts are whole base units (1 USDC is "1000000"), so 1.5 USDC is "1500000".',
    );
    const tooFine = await transfer({ amount_base_units: '0.0000001' });
    expect(tooFine.body.error.details.fields['body.amount_base_units'].join(' ')).toMatch(/USDC has 6 decimals and 0.0000001 has 7/);
  });

  it('suggests the route a near-miss path was meant for', async () => {
    const res = await api('GET', '/v1/walets', { token: ws.token });
    expect([res.status, res.body.error.code]).toEqual([404, 'route_not_found']);
    expect(res.body.error.details.did_you_mean[0]).toBe('GET /v1/wallets');
    expect(res.body.error.message).toMatch(/did you mean GET \/v1\/wallets\?/);
    const unrelated = await api('GET', '/v1/nothing/like/this', { token: ws.token });
    expect(unrelated.body.error.details).toBeUndefined();
  });

  it('tells a requester who tries to approve how an approver is added', async () => {
    const res = await transfer({});
    expect(res.status).toBe(201);
    const self = await api('POST', `/v1/transfers/${res.body.data.id}/approve`, { token: ws.token });
    expect([self.status, self.body.error.code]).toEqual([403, 'requester_cannot_approve']);
    expect(self.body.error.details).toMatchObject({
      required_scope: 'transfers:approve',
      add_approver: { command: expect.stringContaining('add-approver --workspace'), docs: 'docs/wallets-transfers.md#approval' },
    });
    expect(self.body.error.message).toMatch(/npm run admin -- add-approver/);
  });
});
