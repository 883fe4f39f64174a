/**
 * Test helpers for settings that guard money: write one as a second member would finish it (a
 * loosening answered 202 is approved by a fresh member holding `workspace:approve`), move a
 * change's expiry into the past, and read the audit lines the stack logged for a request.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { settingChangeKey } from '#shared/db/setting-changes.ts';
import type { Environment } from '#shared/model/tenancy.ts';
import { api, type ApiResponse, type TestWorkspace } from './api.ts';
import { newMember } from './wallets.ts';

/**
 * PUTs a setting with the owner's key; when the API holds it back for a second member (202),
 * a new member approves it, so the value is in force either way. Returns the setting as stored.
 */
export async function putSetting(
  ws: TestWorkspace,
  path: '/v1/workspace/transfer-policy' | '/v1/workspace/transfer-approvals',
  body: unknown,
  environment: Environment = 'sandbox',
) {
  const query = { environment };
  const res = await api('PUT', path, { token: ws.token, query, body });
  expect([200, 202], res.text).toContain(res.status);
  if (res.status === 202) {
    const approver = await newMember(ws, ['workspace:approve']);
    const approved = await api('POST', `/v1/workspace/setting-changes/${res.body.data.pending_change.id}/approve`, {
      token: approver.token,
      query,
    });
    expect(approved.body.data?.setting_change.status, approved.text).toBe('approved');
  }
  const read = await api('GET', path, { token: ws.token, query });
  return read.body.data;
}

/** Moves a change's `expires_at` into the past, as if its 24 hours had gone by. */
export async function expireNow(ws: TestWorkspace, changeId: string, environment: Environment = 'sandbox'): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: settingChangeKey({ workspaceId: ws.workspaceId, environment }, changeId),
      UpdateExpression: 'SET expires_at = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }),
  );
}

/** The stack's audit lines (`"audit":"<action>"`) of the request that got `res`, waited for briefly. */
export async function auditLinesOf(res: ApiResponse): Promise<Record<string, unknown>[]> {
  const requestId = res.headers.get('x-request-id')!;
  const file = join(inject('stack').logDir, 'stack.log');
  const deadline = Date.now() + 5000;
  for (;;) {
    const lines = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => l.includes(requestId) && l.includes('"audit":"'))
          .map((l) => JSON.parse(l.slice(l.indexOf('{'))) as Record<string, unknown>)
      : [];
    if (lines.length > 0 || Date.now() > deadline) return lines;
    await new Promise((r) => setTimeout(r, 100));
  }
}
