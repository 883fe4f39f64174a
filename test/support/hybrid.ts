/**
 * Hybrid mode for tests that need payments submitted to a partner (the only ones the partner's
 * callbacks can name): a partner stand-in and an in-process gateway configured for hybrid mode
 * over the test stack's table, started once per test file on first use. Import it lazily, after
 * nothing else in the file has loaded shared modules with other settings.
 */
import { startPartnerServer, signedCallback, type PartnerServer } from './partner-server.ts';
import { startInProcessGateway, type InProcessGateway } from './in-process-gateway.ts';
import { PARTNER_PROVIDERS } from './partner-providers.ts';
import { api, type ApiResponse } from './api.ts';
import { offRamp } from '#shared/fixtures/request-bodies.ts';

export interface Hybrid {
  url: string;
  partner: PartnerServer;
  gateway: InProcessGateway;
}

let started: Promise<Hybrid> | undefined;

/** The file's hybrid gateway (started on the first call). */
export function hybrid(): Promise<Hybrid> {
  started ??= (async () => {
    const partner = await startPartnerServer({ providers: PARTNER_PROVIDERS });
    const gateway = await startInProcessGateway({ settings: { PROVIDER_NETWORK_MODE: 'hybrid', PARTNER_BASE_URL: partner.url } });
    return { url: gateway.url, partner, gateway };
  })();
  return started;
}

export async function stopHybrid(): Promise<void> {
  if (!started) return;
  const h = await started;
  started = undefined;
  await h.gateway.stop();
  await h.partner.stop();
}

/** A bank off-ramp in NG, which the test partner's Lagos provider serves. */
export const hybridOffRamp = (extra: Record<string, unknown> = {}) =>
  offRamp('bank', { source_network: 'base', source_amount: '100000000', ...extra });

export interface HybridPayment {
  reference: string;
  provider_reference: string;
  status: string;
}

/** A payment submitted to the partner (live by default: no sandbox scenario moves it meanwhile). */
export async function hybridPayment(
  token: string,
  options: { environment?: 'sandbox' | 'live'; source_amount?: string } = {},
): Promise<HybridPayment> {
  const { url } = await hybrid();
  const res = await api('POST', '/v1/ramp/payments', {
    token,
    baseUrl: url,
    query: { environment: options.environment ?? 'live' },
    body: hybridOffRamp(options.source_amount ? { source_amount: options.source_amount } : {}),
  });
  if (res.status !== 201) throw new Error(`could not create a hybrid payment: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body.data;
}

/** A `payment.status_changed` event for the payment, with a fresh event id unless given. */
export function statusEvent(
  payment: { reference: string; provider_reference: string },
  status: string,
  extra: { id?: string; failure_reason?: string; provider_reference?: string; tx_hash?: string } = {},
) {
  return {
    id: extra.id ?? `evt-${crypto.randomUUID()}`,
    type: 'payment.status_changed',
    created_at: new Date().toISOString(),
    data: {
      reference: payment.reference,
      provider_reference: extra.provider_reference ?? payment.provider_reference,
      status,
      ...(extra.failure_reason ? { failure_reason: extra.failure_reason } : {}),
      ...(extra.tx_hash ? { tx_hash: extra.tx_hash } : {}),
    },
  };
}

/** Delivers an event as the partner does: signed, to `baseUrl` (the hybrid gateway unless given). */
export async function deliver(
  event: unknown,
  options: { baseUrl?: string; secrets?: string | string[]; timestamp?: number } = {},
): Promise<ApiResponse> {
  const signed = signedCallback(event, options);
  return api('POST', '/v1/ramp/partner-events', {
    baseUrl: options.baseUrl ?? (await hybrid()).url,
    rawBody: signed.body,
    headers: signed.headers,
  });
}
