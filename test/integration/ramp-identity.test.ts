/**
 * Identity lookup: every outcome in sandbox (test numbers) and live (the partner interface),
 * then proof that no identity number used here was stored in any table item or written to any
 * log line. Runs an in-process gateway at debug log level so every log path is captured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer, type PartnerServer } from '../support/partner-server.ts';
import { startInProcessGateway, type InProcessGateway } from '../support/in-process-gateway.ts';

const FOUND = '22222222222';
const FOUND_NO_MIDDLE = '22222222233';
const NOT_FOUND = '40400000404';
const DOWN = '50200000502';
const LIVE_FOUND = '31415926535';
const LIVE_MISSING = '16180339887';
const MALFORMED = ['7182818284', '718281828459', '7182818284a', ' 71828182845', '２２２２２２２２２２２'];
const ALL_NUMBERS = [FOUND, FOUND_NO_MIDDLE, NOT_FOUND, DOWN, LIVE_FOUND, LIVE_MISSING, ...MALFORMED.map((n) => n.trim())];

let partner: PartnerServer;
let gateway: InProcessGateway;
let helpers: typeof import('../support/api.ts');
let token: string;
let workspace: Awaited<ReturnType<typeof import('../support/api.ts')['newWorkspace']>>;
const responses: string[] = [];
/** The request id and outcome (the error code, or `found`) of every lookup answered, in order. */
const answered: { requestId: string; outcome: string }[] = [];

async function resolve(body: Record<string, unknown>, environment = 'sandbox') {
  const res = await helpers.api('POST', '/v1/ramp/identity/resolve', { token, body, baseUrl: gateway.url, query: { environment } });
  responses.push(res.text);
  answered.push({ requestId: res.body.request_id, outcome: res.body.error?.code ?? 'found' });
  return res;
}

const bvn = (id_number: unknown) => ({ country_code: 'NG', id_type: 'bvn', id_number });

beforeAll(async () => {
  partner = await startPartnerServer({
    people: {
      [LIVE_FOUND]: {
        first_name: 'Ngozi',
        middle_name: null,
        last_name: 'Eze',
        date_of_birth: '1979-02-01',
        phone_number: '+2348020000000',
      },
    },
  });
  gateway = await startInProcessGateway({
    settings: { PARTNER_BASE_URL: partner.url, PARTNER_TIMEOUT_MS: '300', PARTNER_RETRIES: '1', LOG_LEVEL: 'debug' },
  });
  helpers = await import('../support/api.ts');
  workspace = await helpers.newWorkspace();
  token = workspace.token;
});

afterAll(async () => {
  await gateway?.stop();
  await partner?.stop();
});

describe('identity lookup', () => {
  it('resolves the sandbox test numbers', async () => {
    const res = await resolve(bvn(FOUND));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      first_name: 'Adaeze',
      middle_name: 'Chioma',
      last_name: 'Okafor',
      date_of_birth: '1990-04-12',
      phone_number: '+2348031234567',
    });
    expect((await resolve({ country_code: 'ng', id_type: 'BVN', id_number: FOUND_NO_MIDDLE })).body.data).toMatchObject({
      first_name: 'Musa',
      middle_name: '',
    });
  });

  it('gives each failure its own code and status', async () => {
    const notFound = await resolve(bvn(NOT_FOUND));
    expect([notFound.status, notFound.body.error.code]).toEqual([404, 'identity_not_found']);
    const down = await resolve(bvn(DOWN));
    expect([down.status, down.body.error.code]).toEqual([502, 'identity_provider_unavailable']);
    for (const number of MALFORMED) {
      const res = await resolve(bvn(number));
      expect([res.status, res.body.error.code], number).toEqual([400, 'invalid_id_number']);
      expect(res.body.error.details).toEqual({ field: 'body.id_number', expected: 'exactly 11 digits' });
    }
    for (const body of [
      { country_code: 'GH', id_type: 'bvn', id_number: FOUND },
      { country_code: 'NG', id_type: 'nin', id_number: FOUND },
    ]) {
      const res = await resolve(body);
      expect([res.status, res.body.error.code]).toEqual([400, 'unsupported_id_type']);
      expect(res.body.error.details.supported).toEqual([{ country_code: 'NG', id_type: 'bvn' }]);
    }
    const shape = await resolve({ country_code: 'Nigeria', id_type: 'bvn', id_number: 22222222222 });
    expect([shape.status, shape.body.error.code]).toEqual([400, 'invalid_request']);
  });

  it('asks the partner in live: found, not found, and unavailable', async () => {
    const found = await resolve(bvn(LIVE_FOUND), 'live');
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ first_name: 'Ngozi', middle_name: '', last_name: 'Eze' });
    const lookup = partner.requests.find((r) => r.path === '/v1/identity/resolve')!;
    expect(lookup.headers.authorization).toBe('Bearer partner-secret');
    expect((await resolve(bvn(LIVE_MISSING), 'live')).status).toBe(404);
    // The sandbox test numbers mean nothing to the live scheme.
    expect((await resolve(bvn(FOUND), 'live')).status).toBe(404);
    partner.behaviour.delayMs = 3000;
    try {
      const started = Date.now();
      const slow = await resolve(bvn(LIVE_FOUND), 'live');
      expect(Date.now() - started).toBeLessThan(2500);
      expect([slow.status, slow.body.error.code]).toEqual([502, 'identity_provider_unavailable']);
    } finally {
      partner.behaviour.delayMs = 0;
    }
    partner.behaviour.failWith = 503;
    try {
      expect((await resolve(bvn(LIVE_FOUND), 'live')).status).toBe(502);
    } finally {
      partner.behaviour.failWith = null;
    }
  });

  it('never stores, logs or echoes an identity number', async () => {
    const { scanAll } = await import('../support/table-scan.ts');
    const table = JSON.stringify(await scanAll());
    const logs = gateway.output.join('');
    // The lookups were logged, masked: the log path ran.
    expect(logs).toContain('*********22');
    expect(logs).toContain('*********02');
    expect(logs).toContain('"outcome":"unavailable"');
    for (const number of ALL_NUMBERS) {
      expect(table.includes(number), `table holds ${number}`).toBe(false);
      expect(logs.includes(number), `logs hold ${number}`).toBe(false);
      for (const text of responses.filter((t) => !t.includes('"data":{"first_name"')))
        expect(text.includes(number), `error echoes ${number}`).toBe(false);
    }
  });

  it('audits every lookup with the workspace, member, key and request ids, never the number', async () => {
    const lines = gateway.output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.audit === 'identity.lookup');
    const expected: Record<string, string> = {
      found: 'found',
      identity_not_found: 'not_found',
      identity_provider_unavailable: 'unavailable',
      invalid_id_number: 'invalid_id_number',
      unsupported_id_type: 'unsupported_id_type',
    };
    for (const { requestId, outcome } of answered) {
      const mine = lines.filter((entry) => entry.request_id === requestId);
      // A body that fails the schema (invalid_request) never reaches the lookup.
      expect(mine, `audit lines of ${requestId} (${outcome})`).toHaveLength(outcome === 'invalid_request' ? 0 : 1);
      if (outcome === 'invalid_request') continue;
      const entry = mine[0]!;
      expect(entry).toMatchObject({
        workspace_id: workspace.workspaceId,
        member_id: workspace.owner.id,
        actor_key_id: workspace.apiKeyId,
        request_id: requestId,
        outcome: expected[outcome],
      });
      expect(entry.country_code).toMatch(/^[A-Z]{2}$/);
      expect(typeof entry.id_type).toBe('string');
      // The masked form only (length and last two digits), and only for a well-formed number.
      if (entry.id_number !== undefined) expect(entry.id_number).toMatch(/^\*{9}\d{2}$/);
      if (outcome === 'invalid_id_number' || outcome === 'unsupported_id_type') expect(entry.id_number).toBeUndefined();
    }
    // Every lookup that reached a scheme was audited, in both environments.
    expect(
      lines
        .filter((e) => e.outcome === 'found')
        .map((e) => e.environment)
        .sort(),
    ).toEqual(['live', 'sandbox', 'sandbox']);
    for (const number of ALL_NUMBERS) expect(JSON.stringify(lines).includes(number), `audit holds ${number}`).toBe(false);
  });
});
