/**
 * Approvals signed with a passkey over what they show (docs/approvals.md), over real HTTP with
 * the software authenticator: the approval intent of a transfer and of a setting change, signed
 * and stored with the approval, verifiable offline; refused, changing nothing: an assertion over
 * another transfer's intent, a replayed nonce, an expired intent, a record changed after its
 * intent, a removed passkey, another workspace's credential, a user not verified; with
 * `passkey_required` on, a bearer key alone cannot approve, and turning it off waits for a signed
 * approval of another member. Of one signed approval sent several times at once, one counts.
 */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import { listMemberPasskeys, passkeyKeys } from '#shared/db/passkeys.ts';
import { transferKey } from '#shared/db/transfers.ts';
import { updateOne } from '#shared/db/update-item.ts';
import { challengeHash } from '#shared/domain/passkeys/ceremony.ts';
import { assert, register, type SoftwarePasskey } from '#shared/fixtures/authenticator.ts';
import { api, newWorkspace, type TestWorkspace, webauthnOrigin } from '../support/api.ts';
import { enableNetworks, fund, newWallet, setApprovals } from '../support/wallets.ts';

const DESTINATION = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const origin = webauthnOrigin;
const digestOf = (intent: unknown) => createHash('sha256').update(canonicalize(intent)!, 'utf8').digest('base64url');

interface Approver {
  id: string;
  token: string;
  passkey: SoftwarePasskey;
}

/** A member who may approve, enrolled with a passkey from an invitation of the owner's. */
async function approverOf(ws: TestWorkspace, scopes = ['transfers:approve', 'workspace:approve']): Promise<Approver> {
  const email = `approver-${crypto.randomUUID().slice(0, 8)}@test.local`;
  const invitation = await api('POST', '/v1/members/invitations', { token: ws.token, body: { email, display_name: 'Approver', scopes } });
  expect(invitation.status, invitation.text).toBe(201);
  const token = invitation.body.data.token;
  const options = await api('POST', '/v1/members/enrolment/options', { body: { token } });
  const { passkey, response } = register(options.body.data, { origin: origin() });
  const enrolled = await api('POST', '/v1/members/enrolment', { body: { token, passkey: response } });
  expect(enrolled.status, enrolled.text).toBe(201);
  return { id: enrolled.body.data.member.id, token: enrolled.body.data.token, passkey };
}

/** A funded wallet, and a way to request transfers from it with the owner's key (waiting for approval). */
async function transfersOf(ws: TestWorkspace) {
  await enableNetworks(ws, ['ethereum']);
  const wallet = await newWallet(ws, ['ethereum']);
  await fund(ws, wallet.id, 'ethereum', 'USDC', '1000');
  return async (amount = '7'): Promise<string> => {
    const res = await api('POST', '/v1/transfers', {
      token: ws.token,
      body: { wallet_id: wallet.id, network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: amount, to_address: DESTINATION },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.approval_state).toBe('pending_approval');
    return res.body.data.id;
  };
}

const intentOf = async (approver: Approver, path: string) => {
  const res = await api('POST', `${path}/approval-intent`, { token: approver.token });
  expect(res.status, res.text).toBe(200);
  return res.body.data as {
    intent: Record<string, unknown>;
    intent_digest: string;
    options: { challenge: string; allowCredentials: { id: string }[] };
  };
};

const signed = (approver: Approver, digest: string, userVerified = true) =>
  assert(approver.passkey, digest, { origin: origin(), userVerified });

const approve = (approver: Approver, path: string, assertion?: unknown) =>
  api('POST', `${path}/approve`, { token: approver.token, ...(assertion ? { body: { assertion } } : {}) });

const refusedWith = (res: { status: number; body: any; text: string }, reason: string) => {
  expect(res.status, res.text).toBe(403);
  expect(res.body.error).toMatchObject({ code: 'passkey_required', details: { reason } });
};

describe('approvals signed with a passkey', () => {
  it('signs the intent it shows, rebuilt from the records; the approval stores intent, digest and assertion, verifiable offline', async () => {
    const ws = await newWorkspace();
    const newTransfer = await transfersOf(ws);
    const approver = await approverOf(ws);
    const id = await newTransfer();
    const path = `/v1/transfers/${id}`;
    const { intent, intent_digest, options } = await intentOf(approver, path);
    expect(intent).toEqual({
      version: 1,
      action: 'transfer.approve',
      workspace_id: ws.workspaceId,
      environment: 'sandbox',
      transfer_id: id,
      amount: '7',
      asset: 'USDC',
      network: 'ethereum',
      destination: { address: DESTINATION, label: null },
      purpose: null,
      policy_version: expect.any(Number),
      approver_member_id: approver.id,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      expires_at: expect.any(String),
    });
    expect(intent_digest).toBe(digestOf(intent));
    expect(options.challenge).toBe(intent_digest);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([approver.passkey.id]);

    const res = await approve(approver, path, signed(approver, intent_digest));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.approval_state).toBe('approved');
    const [approval] = res.body.data.approvals;
    expect(approval.signed).toMatchObject({ intent, intent_digest, credential_id: approver.passkey.id });

    // An auditor's check, from the stored approval alone: the digest of the intent, and the passkey's signature over it.
    const stored = (await api('GET', path, { token: ws.token })).body.data.approvals[0].signed;
    expect(digestOf(stored.intent)).toBe(stored.intent_digest);
    const offline = await verifyAuthenticationResponse({
      response: {
        id: stored.credential_id,
        rawId: stored.credential_id,
        type: 'public-key',
        response: {
          clientDataJSON: stored.assertion.client_data_json,
          authenticatorData: stored.assertion.authenticator_data,
          signature: stored.assertion.signature,
          userHandle: stored.assertion.user_handle,
        },
        clientExtensionResults: {},
      },
      expectedChallenge: stored.intent_digest,
      expectedOrigin: origin(),
      expectedRPID: 'localhost',
      requireUserVerification: true,
      credential: { id: stored.credential_id, publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')), counter: 0 },
    });
    expect(offline.verified).toBe(true);
  });

  it("refuses another transfer's intent, a replayed nonce, an expired intent, a changed amount and a user not verified, changing nothing", async () => {
    const ws = await newWorkspace();
    await setApprovals(ws, true, 2);
    const newTransfer = await transfersOf(ws);
    const approver = await approverOf(ws);
    const [first, second] = [await newTransfer(), await newTransfer()];
    const firstIntent = await intentOf(approver, `/v1/transfers/${first}`);
    refusedWith(await approve(approver, `/v1/transfers/${second}`, signed(approver, firstIntent.intent_digest)), 'intent_mismatch');
    refusedWith(await approve(approver, `/v1/transfers/${first}`, signed(approver, firstIntent.intent_digest, false)), 'user_not_verified');

    const assertion = signed(approver, firstIntent.intent_digest);
    expect((await approve(approver, `/v1/transfers/${first}`, assertion)).status).toBe(200);
    refusedWith(await approve(approver, `/v1/transfers/${first}`, assertion), 'intent_unknown');

    const expiring = await intentOf(approver, `/v1/transfers/${second}`);
    await updateOne(
      { pk: passkeyKeys.challenge(challengeHash(expiring.intent_digest)), sk: passkeyKeys.challengeSort },
      { set: { expires_at_ms: Date.now() - 1000 } },
    );
    refusedWith(await approve(approver, `/v1/transfers/${second}`, signed(approver, expiring.intent_digest)), 'intent_expired');

    const changing = await intentOf(approver, `/v1/transfers/${second}`);
    await updateOne(transferKey({ workspaceId: ws.workspaceId, environment: 'sandbox' }, second), { set: { amount_base_units: '8' } });
    refusedWith(await approve(approver, `/v1/transfers/${second}`, signed(approver, changing.intent_digest)), 'intent_changed');
    const unchanged = await api('GET', `/v1/transfers/${second}`, { token: ws.token });
    expect(unchanged.body.data.approvals).toEqual([]);
  });

  it("refuses a removed passkey and another workspace's credential", async () => {
    const ws = await newWorkspace();
    const other = await newWorkspace();
    const newTransfer = await transfersOf(ws);
    const approver = await approverOf(ws);
    const stranger = await approverOf(other);
    const id = await newTransfer();
    const { intent_digest } = await intentOf(approver, `/v1/transfers/${id}`);
    refusedWith(
      await approve(approver, `/v1/transfers/${id}`, assert(stranger.passkey, intent_digest, { origin: origin() })),
      'credential_unknown',
    );

    // No route removes a passkey yet (docs/approvals.md): its items are deleted as a removal would.
    const passkeys = await listMemberPasskeys(ws.workspaceId, approver.id);
    for (const sk of [passkeyKeys.passkey(approver.id, passkeys[0]!.id), passkeyKeys.credential(approver.passkey.id)])
      await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: keys.workspace(ws.workspaceId), sk } }));
    refusedWith(await approve(approver, `/v1/transfers/${id}`, signed(approver, intent_digest)), 'credential_unknown');
    // Without a passkey there is nothing to sign with.
    const none = await api('POST', `/v1/transfers/${id}/approval-intent`, { token: approver.token });
    expect(none.status).toBe(409);
    expect(none.body.error.details).toEqual({ reason: 'no_passkey' });
  });

  it('with passkey_required on, a bearer key alone cannot approve; turning it off waits for a signed approval', async () => {
    const ws = await newWorkspace();
    const newTransfer = await transfersOf(ws);
    const approver = await approverOf(ws);
    const on = await api('PUT', '/v1/workspace/transfer-approvals', {
      token: ws.token,
      body: { approval_required: true, required_approvals: 1, passkey_required: true },
    });
    expect(on.status, on.text).toBe(200);
    expect(on.body.data.approvals).toMatchObject({ passkey_required: true });

    const id = await newTransfer();
    refusedWith(await approve(approver, `/v1/transfers/${id}`), 'assertion_missing');
    expect((await api('GET', `/v1/transfers/${id}`, { token: ws.token })).body.data.approvals).toEqual([]);
    const { intent_digest } = await intentOf(approver, `/v1/transfers/${id}`);
    const approved = await approve(approver, `/v1/transfers/${id}`, signed(approver, intent_digest));
    expect(approved.status, approved.text).toBe(200);

    // Leaving the field out keeps it; turning it off loosens, so it waits for another member.
    const kept = await api('PUT', '/v1/workspace/transfer-approvals', {
      token: ws.token,
      body: { approval_required: true, required_approvals: 1 },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.approvals).toMatchObject({ passkey_required: true, required_approvals: 1 });
    const off = await api('PUT', '/v1/workspace/transfer-approvals', {
      token: ws.token,
      body: { approval_required: true, required_approvals: 1, passkey_required: false },
    });
    expect(off.status, off.text).toBe(202);
    expect(off.body.data.pending_change.loosens).toEqual(['passkey_requirement_turned_off']);
    expect(off.body.data.approvals.passkey_required).toBe(true);
    const changePath = `/v1/workspace/setting-changes/${off.body.data.pending_change.id}`;
    refusedWith(await approve(approver, changePath), 'assertion_missing');
    const changeIntent = await intentOf(approver, changePath);
    expect(changeIntent.intent).toMatchObject({
      action: 'setting_change.approve',
      setting: 'transfer_approvals',
      difference: { passkey_required: { from: true, to: false } },
    });
    const decided = await approve(approver, changePath, signed(approver, changeIntent.intent_digest));
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body.data.setting_change.approvals[0].signed.intent_digest).toBe(changeIntent.intent_digest);
    const now = await api('GET', '/v1/workspace/transfer-approvals', { token: ws.token });
    expect(now.body.data.approvals).toMatchObject({ passkey_required: false });
  });

  it('of one signed approval sent several times at once, exactly one counts', async () => {
    const ws = await newWorkspace();
    await setApprovals(ws, true, 2);
    const newTransfer = await transfersOf(ws);
    const approver = await approverOf(ws);
    const id = await newTransfer();
    const { intent_digest } = await intentOf(approver, `/v1/transfers/${id}`);
    const assertion = signed(approver, intent_digest);
    const results = await Promise.all(Array.from({ length: 5 }, () => approve(approver, `/v1/transfers/${id}`, assertion)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect([403, 409], r.text).toContain(r.status);
    expect((await api('GET', `/v1/transfers/${id}`, { token: ws.token })).body.data.approvals).toHaveLength(1);
  });
});
