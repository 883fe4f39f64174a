import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runAdmin } from '../support/admin-cli.ts';
import { api } from '../support/api.ts';
import { enableNetworks, fund, newWallet, transferReaches } from '../support/wallets.ts';

const _REPO_ROOT = resolve(import.meta.dirname, '..', '..');

const cli = runAdmin;

const unique = () => crypto.randomUUID().slice(0, 8);
/** A state folder with no stack in it. */
const noStackDir = mkdtempSync(join(tmpdir(), 'no-stack-'));
afterAll(() => rmSync(noStackDir, { recursive: true, force: true }));

describe('admin CLI', () => {
  it('creates a workspace whose token works against the API', async () => {
    const email = `ops-${unique()}@example.com`;
    const res = await cli(['create-workspace', '--name', 'Acme', '--owner-email', email, '--owner-name', 'Ada']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toContain('local stack');
    expect(res.json).toMatchObject({
      workspace_id: expect.any(String),
      name: 'Acme',
      owner: { email, display_name: 'Ada', role: 'owner' },
      api_key: { scopes: ['*'], status: 'active' },
      token: expect.stringMatching(/^wsk_/),
    });
    const call = await api('GET', '/v1/workspace/networks', { token: res.json.token });
    expect(call.status).toBe(200);
  });

  it("prints the owner's one-time enrolment link, which enrols the owner (no new member)", async () => {
    const res = await cli([
      'create-workspace',
      '--name',
      'Enrol',
      '--owner-email',
      `e-${unique()}@example.com`,
      '--origin',
      'http://localhost:3000',
    ]);
    expect(res.code, res.stderr).toBe(0);
    const { enrolment } = res.json;
    expect(enrolment.enrolment_url).toBe(`http://localhost:3000/console/enrol#token=${enrolment.token}`);
    expect(res.stderr).toContain(enrolment.enrolment_url);
    const enrolled = await api('POST', '/v1/members/enrolment', { body: { token: enrolment.token } });
    expect(enrolled.status, enrolled.text).toBe(201);
    expect(enrolled.body.data.member).toMatchObject({ id: res.json.owner.id, role: 'owner', can_approve: true, active_api_keys: 2 });
    const members = await api('GET', '/v1/members', { token: enrolled.body.data.token });
    expect(members.body.data.items).toHaveLength(1);
    expect((await api('POST', '/v1/members/enrolment', { body: { token: enrolment.token } })).status).toBe(409);
    expect((await cli(['create-workspace', '--name', 'Bad', '--origin', 'localhost:3000/x'])).code).toBe(2);
  });

  it('creates scoped keys for the owner by default and for a member', async () => {
    const ws = (await cli(['create-workspace', '--name', 'Keys', '--owner-email', `o-${unique()}@example.com`])).json;
    const ownerKey = await cli(['create-api-key', '--workspace', ws.workspace_id, '--name', 'read only', '--scopes', 'workspace:read']);
    expect(ownerKey.code, ownerKey.stderr).toBe(0);
    expect(ownerKey.json.api_key).toMatchObject({ name: 'read only', scopes: ['workspace:read'], created_by: { id: ws.owner.id } });
    expect((await api('GET', '/v1/workspace/networks', { token: ownerKey.json.token })).status).toBe(200);
    const write = await api('PUT', '/v1/workspace/networks', { token: ownerKey.json.token, body: { enabled_networks: [] } });
    expect(write.status).toBe(403);

    const email = `m-${unique()}@example.com`;
    const member = await cli(['add-member', '--workspace', ws.workspace_id, '--email', email, '--name', 'Grace']);
    expect(member.code, member.stderr).toBe(0);
    expect(member.json).toMatchObject({ id: expect.any(String), email, display_name: 'Grace', role: 'member' });
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const memberKey = await cli(['create-api-key', '--workspace', ws.workspace_id, '--member', member.json.id, '--expires-at', expiresAt]);
    expect(memberKey.code, memberKey.stderr).toBe(0);
    expect(memberKey.json.api_key).toMatchObject({ scopes: ['*'], expires_at: expiresAt, created_by: { id: member.json.id, email } });

    // Told apart from an unknown workspace (exit code 3): the email is taken, in any case.
    const again = await cli(['add-member', '--workspace', ws.workspace_id, '--email', email.toUpperCase()]);
    expect(again.code).toBe(4);
    expect(again.stderr.split('\n').filter((line) => line.startsWith('Error: '))).toEqual([
      `Error: A member with email ${email} already exists in workspace ${ws.workspace_id}.`,
    ]);
    expect(again.stdout).toBe('');
  });

  it('gives a one-member workspace the second member a loosening needs, and audits every change it makes, never a token', async () => {
    const ws = (
      await cli(['create-workspace', '--name', 'Solo', '--owner-email', `solo-${unique()}@example.com`, '--operator', 'ops ticket 42'])
    ).json;
    const asked = await api('PUT', '/v1/workspace/transfer-approvals', {
      token: ws.token,
      body: { approval_required: false, required_approvals: 1 },
    });
    expect(asked.status).toBe(202);
    const member = await cli([
      'add-member',
      '--workspace',
      ws.workspace_id,
      '--email',
      `approver-${unique()}@example.com`,
      '--operator',
      'ada',
    ]);
    expect(member.stderr).toContain('Audit: add-member recorded');
    const key = await cli([
      'create-api-key',
      '--workspace',
      ws.workspace_id,
      '--member',
      member.json.id,
      '--scopes',
      'workspace:approve',
      '--operator',
      'ada',
    ]);
    expect(key.code, key.stderr).toBe(0);
    const approved = await api('POST', `/v1/workspace/setting-changes/${asked.body.data.pending_change.id}/approve`, {
      token: key.json.token,
    });
    expect(approved.body.data.setting_change).toMatchObject({ status: 'approved', approvals: [{ member: { id: member.json.id } }] });

    const log = await cli(['audit-log', '--workspace', ws.workspace_id]);
    expect(log.code, log.stderr).toBe(0);
    expect(log.json.items.map((r: { command: string; operator: string }) => [r.command, r.operator])).toEqual([
      ['create-api-key', 'ada'],
      ['add-member', 'ada'],
      ['create-workspace', 'ops ticket 42'],
    ]);
    expect(log.json.items[0]).toMatchObject({
      workspace_id: ws.workspace_id,
      member_id: member.json.id,
      api_key_id: key.json.api_key.id,
      scopes: ['workspace:approve'],
      os_user: expect.any(String),
      host: expect.any(String),
      target: expect.stringContaining('local stack'),
    });
    expect(log.stdout).not.toMatch(/wsk_/);
    // An operator cannot approve on a member's behalf: there is no such command.
    const approve = await cli(['approve-setting-change', '--workspace', ws.workspace_id]);
    expect(approve.code).toBe(2);
  });

  it('adds an approver in one step: a member and their key, whose approval releases a transfer', async () => {
    const created = (await cli(['create-workspace', '--name', 'Approvals', '--owner-email', `a-${unique()}@example.com`])).json;
    const ws = { workspaceId: created.workspace_id, token: created.token, owner: created.owner, apiKeyId: created.api_key.id };
    const email = `grace-${unique()}@example.com`;
    const res = await cli(['add-approver', '--workspace', ws.workspaceId, '--email', email, '--name', 'Grace', '--operator', 'OPS-7']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.json).toMatchObject({
      member: { id: expect.any(String), email, display_name: 'Grace', role: 'member' },
      api_key: {
        name: `Approver key for ${email}`,
        scopes: ['transfers:approve', 'workspace:approve'],
        environments: ['sandbox', 'live'],
        expires_at: null,
        created_by: { email },
        created_by_key_id: null,
      },
      token: expect.stringMatching(/^wsk_/),
    });
    expect(res.stderr).toContain('Audit: add-approver recorded');

    await enableNetworks(ws, ['ethereum']);
    const wallet = await newWallet(ws, ['ethereum']);
    await fund(ws, wallet.id, 'ethereum', 'USDC', '1000');
    const transfer = await api('POST', '/v1/transfers', {
      token: ws.token,
      body: {
        wallet_id: wallet.id,
        network_code: 'ethereum',
        asset_symbol: 'USDC',
        amount_base_units: '10',
        to_address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      },
    });
    expect(transfer.body.data.approval_state).toBe('pending_approval');
    const approved = await api('POST', `/v1/transfers/${transfer.body.data.id}/approve`, { token: res.json.token });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({ approval_state: 'approved', approved_by_email: email });
    await transferReaches(ws, transfer.body.data.id, ['completed']);
    // Approving is all the key may do: it cannot write.
    expect((await api('POST', '/v1/wallets', { token: res.json.token, body: { name: 'x', networks: ['ethereum'] } })).status).toBe(403);

    const log = await cli(['audit-log', '--workspace', ws.workspaceId]);
    expect(log.json.items[0]).toMatchObject({
      command: 'add-approver',
      operator: 'OPS-7',
      member_id: res.json.member.id,
      member_email: email,
      api_key_id: res.json.api_key.id,
      scopes: ['transfers:approve', 'workspace:approve'],
    });
  });

  it('takes an approver key’s scopes, environments, expiry and name as create-api-key does', async () => {
    const ws = (await cli(['create-workspace', '--name', 'Scoped', '--owner-email', `s-${unique()}@example.com`])).json;
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await cli([
      'add-approver',
      '--workspace',
      ws.workspace_id,
      '--email',
      `h-${unique()}@example.com`,
      '--key-name',
      'Hopper approvals',
      '--scopes',
      'transfers:approve',
      '--environments',
      'sandbox',
      '--expires-at',
      expiresAt,
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.json.member.display_name).toMatch(/^h-/);
    expect(res.json.api_key).toMatchObject({
      name: 'Hopper approvals',
      scopes: ['transfers:approve'],
      environments: ['sandbox'],
      expires_at: expiresAt,
    });
  });

  it('writes nothing when the approver’s email is already used (exit 4) or the workspace does not exist (exit 3)', async () => {
    const ws = (await cli(['create-workspace', '--name', 'Taken', '--owner-email', `t-${unique()}@example.com`])).json;
    const email = `taken-${unique()}@example.com`;
    expect((await cli(['add-member', '--workspace', ws.workspace_id, '--email', email])).code).toBe(0);
    const keysBefore = (await api('GET', '/v1/api-keys', { token: ws.token })).body.data.items.length;

    const again = await cli(['add-approver', '--workspace', ws.workspace_id, '--email', email.toUpperCase()]);
    expect(again.code).toBe(4);
    expect(again.stderr.split('\n').filter((line) => line.startsWith('Error: '))).toEqual([
      `Error: A member with email ${email} already exists in workspace ${ws.workspace_id}.`,
    ]);
    expect(again.stdout).toBe('');
    // No key, no member and no audit record: it was one transaction.
    expect((await api('GET', '/v1/api-keys', { token: ws.token })).body.data.items).toHaveLength(keysBefore);
    const log = await cli(['audit-log', '--workspace', ws.workspace_id]);
    expect(log.json.items.map((r: { command: string }) => r.command)).toEqual(['add-member', 'create-workspace']);

    const unknownId = crypto.randomUUID();
    const missing = await cli(['add-approver', '--workspace', unknownId, '--email', `x-${unique()}@example.com`]);
    expect(missing.code).toBe(3);
    expect(missing.stderr.split('\n').filter((line) => line.startsWith('Error: '))).toEqual([`Error: No workspace ${unknownId}.`]);
    expect(missing.stdout).toBe('');
    expect((await cli(['audit-log', '--workspace', unknownId])).code).toBe(3);
  });

  it('adds one approver when three operators add the same email at once; the others write nothing', async () => {
    const ws = (await cli(['create-workspace', '--name', 'Race', '--owner-email', `r-${unique()}@example.com`])).json;
    const email = `twice-${unique()}@example.com`;
    const runs = await Promise.all([0, 1, 2].map(() => cli(['add-approver', '--workspace', ws.workspace_id, '--email', email])));
    expect(runs.map((r) => r.code).sort()).toEqual([0, 4, 4]);
    const keys = (await api('GET', '/v1/api-keys', { token: ws.token })).body.data.items;
    expect(keys.filter((k: { created_by: { email: string } }) => k.created_by.email === email)).toHaveLength(1);
    const log = await cli(['audit-log', '--workspace', ws.workspace_id]);
    expect(log.json.items.map((r: { command: string }) => r.command)).toEqual(['add-approver', 'create-workspace']);
  });

  it('says which of workspace or member it cannot find, with exit code 3', async () => {
    const unknownId = crypto.randomUUID();
    const workspaceId = inject('stack').workspaceId;
    for (const [args, message] of [
      [['create-api-key', '--workspace', unknownId], `No workspace ${unknownId}.`],
      [['create-api-key', '--workspace', unknownId, '--member', crypto.randomUUID()], `No workspace ${unknownId}.`],
      [['add-member', '--workspace', unknownId, '--email', 'x@example.com'], `No workspace ${unknownId}.`],
      [['audit-log', '--workspace', unknownId], `No workspace ${unknownId}.`],
      [['create-api-key', '--workspace', workspaceId, '--member', unknownId], `No member ${unknownId} in workspace ${workspaceId}.`],
    ] as const) {
      const res = await cli([...args]);
      expect(res.code, args.join(' ')).toBe(3);
      expect(
        res.stderr.split('\n').filter((line) => line.startsWith('Error: ')),
        args.join(' '),
      ).toEqual([`Error: ${message}`]);
      expect(res.stdout).toBe('');
    }
  });

  const someId = '0190c6a2-1111-7000-8000-000000000000';
  it.each([
    [[], /Usage/],
    [['launch-rockets'], /Unknown command "launch-rockets"/],
    [['create-workspace'], /--name is required/],
    [
      ['create-workspace', '--name', 'x', '--colour', 'red'],
      /^Error: Unknown option --colour for create-workspace\. Its options: --name, --owner-email,/,
    ],
    [['create-workspace', '--name', 'x', '--owner-email', 'not-an-email'], /not an email/],
    [['create-api-key', '--workspace', someId, '--scopes', 'wallets:read,root'], /--scopes/],
    [['create-api-key', '--workspace', someId, '--expires-at', '2001-01-01T00:00:00Z'], /--expires-at: Must be in the future/],
    [['add-member', '--workspace', someId], /--email is required/],
    [['add-approver', '--workspace', someId], /^Error: --email is required\.$/m],
    [['add-approver', '--email', 'a@example.com'], /^Error: --workspace is required\.$/m],
    [
      ['add-approver', '--workspace', 'acme', '--email', 'a@example.com'],
      /^Error: --workspace must be a workspace id, a UUID .*; got "acme"\.$/m,
    ],
    [['add-approver', '--workspace', someId, '--email', 'grace'], /^Error: "grace" is not an email address\.$/m],
    [['add-approver', '--workspace', someId, '--email', 'a@example.com', '--scopes', 'transfers:aprove'], /^Error: --scopes/m],
    [['add-approver', '--workspace', someId, '--email', 'a@example.com', '--key-name', 'x'.repeat(101)], /^Error: --key-name: /m],
    [['add-approver', '--workspace', someId, '--email', 'a@example.com', '--expires-at', 'tomorrow'], /^Error: --expires-at: /m],
    [
      ['add-approver', '--workspace', someId, '--emial', 'a@example.com'],
      /^Error: Unknown option --emial for add-approver\. Did you mean --email\?/m,
    ],
    [
      ['add-approver', '--workspace', someId, '--email', 'a@example.com', '--member', someId],
      /^Error: Unknown option --member for add-approver\./m,
    ],
    // An id that is not a UUID is a bad argument, not "no such workspace".
    [
      ['add-member', '--workspace', 'not-a-uuid', '--email', 'a@example.com'],
      /^Error: --workspace must be a workspace id, a UUID \(the workspace_id that create-workspace printed\); got "not-a-uuid"\.$/m,
    ],
    [['create-api-key', '--workspace', someId, '--member', 'ada'], /^Error: --member must be a member id, a UUID .*; got "ada"\.$/m],
    [['audit-log', '--workspace', '42'], /^Error: --workspace must be a workspace id/m],
    // Misspelt options are named, with the nearest one.
    [
      ['add-member', '--worksapce', someId, '--email', 'a@example.com'],
      /^Error: Unknown option --worksapce for add-member\. Did you mean --workspace\?/m,
    ],
    [
      ['create-api-key', '--workspace', someId, '--scope', 'wallets:read'],
      /Unknown option --scope for create-api-key\. Did you mean --scopes\?/,
    ],
    [['audit-log', '--workspace', someId, '--lmit', '5'], /Did you mean --limit\?/],
    [['create-api-key', '-x'], /^Error: Unknown option -x for create-api-key\. Its options: --workspace, --member,/m],
    // A missing value, at the end or before the next option (which must not become the value).
    [['add-member', '--email', 'a@example.com', '--workspace'], /^Error: --workspace needs a value: --workspace <workspace id>\.$/m],
    [['add-member', '--workspace', '--email', 'a@example.com'], /^Error: --workspace needs a value: --workspace <workspace id>\.$/m],
    [['audit-log', '--workspace', someId, '--limit'], /^Error: --limit needs a value: --limit <1-1000>\.$/m],
    [
      ['add-member', '--workspace', someId, '--email', 'a@example.com', '--email', 'b@example.com'],
      /^Error: --email is given twice; give it once: --email <email>\.$/m,
    ],
    [
      ['create-workspace', '--name', 'Acme', 'Corp'],
      /^Error: Unexpected argument "Corp" for create-workspace: each value follows its option/m,
    ],
    [['create-workspace', '--name', 'x', '--help=yes'], /^Error: --help takes no value\.$/m],
  ])('refuses %j with exit code 2 and says why in its own words', async (args, message) => {
    const res = await cli(args);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
    // Nothing of Node's parseArgs wording or codes reaches the operator.
    expect(res.stderr).not.toMatch(/ERR_PARSE_ARGS|ambiguous|option argument|parseArgs|'--/);
    expect(res.stdout).toBe('');
  });

  it('prints usage, with the exit codes, for --help, even beside a mistake', async () => {
    for (const args of [
      ['create-api-key', '--help'],
      ['add-member', '--worksapce', 'x', '-h'],
    ]) {
      const res = await cli(args);
      expect(res.code, args.join(' ')).toBe(0);
      expect(res.stdout).toMatch(/^Usage: npm run admin/);
      expect(res.stdout).toMatch(/Exit codes: 0 done; 1 .*; 2 .*; 3 no such workspace or\s+member; 4 already exists/s);
    }
  });

  it('says so when no local stack is running', async () => {
    const res = await cli(['create-workspace', '--name', 'x'], { LOCAL_STATE_DIR: noStackDir });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/No running local stack found/);
  });

  it('targets a table given with --table, --region and --endpoint', async () => {
    const stack = inject('stack');
    const res = await cli(
      ['create-workspace', '--name', 'Direct', '--table', stack.tableName, '--region', stack.region, '--endpoint', stack.dynamodbEndpoint],
      { LOCAL_STATE_DIR: noStackDir },
    );
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toContain(`table ${stack.tableName} at ${stack.dynamodbEndpoint}`);
    expect((await api('GET', '/v1/workspace/networks', { token: res.json.token })).status).toBe(200);
  });
});
