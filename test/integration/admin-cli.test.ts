/**
 * The operator CLI as an operator runs it: a child process that finds the test stack through
 * its state file (LOCAL_STATE_DIR) or is pointed at a table explicitly.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  json: any;
}

/** Runs the CLI with a clean environment: nothing of the test worker's TABLE_NAME leaks in. */
function cli(args: string[], env: Record<string, string> = { LOCAL_STATE_DIR: inject('stack').stateDir }): Promise<CliResult> {
  return new Promise((done) => {
    execFile(process.execPath, ['infra/admin/cli.ts', ...args], { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', ...env } }, (error, stdout, stderr) => {
      let json: unknown = null;
      try {
        json = JSON.parse(stdout);
      } catch {
        json = null;
      }
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, json });
    });
  });
}

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

    const again = await cli(['add-member', '--workspace', ws.workspace_id, '--email', email]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  });

  it('gives a one-member workspace the second member a loosening needs, and audits every change it makes, never a token', async () => {
    const ws = (await cli(['create-workspace', '--name', 'Solo', '--owner-email', `solo-${unique()}@example.com`, '--operator', 'ops ticket 42'])).json;
    const asked = await api('PUT', '/v1/workspace/transfer-approvals', { token: ws.token, body: { approval_required: false, required_approvals: 1 } });
    expect(asked.status).toBe(202);
    const member = await cli(['add-member', '--workspace', ws.workspace_id, '--email', `approver-${unique()}@example.com`, '--operator', 'ada']);
    expect(member.stderr).toContain('Audit: add-member recorded');
    const key = await cli(['create-api-key', '--workspace', ws.workspace_id, '--member', member.json.id, '--scopes', 'workspace:approve', '--operator', 'ada']);
    expect(key.code, key.stderr).toBe(0);
    const approved = await api('POST', `/v1/workspace/setting-changes/${asked.body.data.pending_change.id}/approve`, { token: key.json.token });
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

  it('fails clearly for an unknown workspace or member', async () => {
    const unknownId = crypto.randomUUID();
    for (const args of [
      ['create-api-key', '--workspace', unknownId],
      ['add-member', '--workspace', unknownId, '--email', 'x@example.com'],
      ['create-api-key', '--workspace', inject('stack').workspaceId, '--member', unknownId],
    ]) {
      const res = await cli(args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr).toMatch(/^Error: .*(workspace|member)/m);
      expect(res.stdout).toBe('');
    }
  });

  it.each([
    [[], /Usage/],
    [['launch-rockets'], /Unknown command "launch-rockets"/],
    [['create-workspace'], /--name is required/],
    [['create-workspace', '--name', 'x', '--colour', 'red'], /Unknown option '--colour'/],
    [['create-workspace', '--name', 'x', '--owner-email', 'not-an-email'], /not an email/],
    [['create-api-key', '--workspace', 'w', '--scopes', 'wallets:read,root'], /--scopes/],
    [['create-api-key', '--workspace', 'w', '--expires-at', '2001-01-01T00:00:00Z'], /--expires-at: Must be in the future/],
    [['add-member', '--workspace', 'w'], /--email is required/],
  ])('refuses %j with exit code 2', async (args, message) => {
    const res = await cli(args);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
    expect(res.stdout).toBe('');
  });

  it('prints usage for --help', async () => {
    const res = await cli(['create-api-key', '--help']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Usage: npm run admin/);
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
