/** Examples of the webhook and event routes. */
import { pendingTransfer } from '#shared/openapi/examples/wallets.ts';
import { ids, owner } from '#shared/openapi/examples/values.ts';
import type { RouteExamples } from '#shared/openapi/examples/types.ts';

// `.test` is a reserved top-level domain: the example never names a host that could receive deliveries.
const URL = 'https://hooks.acme.test/wallet-events';

const webhook = {
  id: ids.webhook,
  name: 'Ops',
  url: URL,
  event_types: ['transfer.requested', 'transfer.completed', 'ramp.payment.succeeded'],
  signing_secret_prefix: 'whsec_4bX9mQ',
  status: 'active' as const,
  created_at: '2026-05-04T11:00:00.000Z',
  created_by: owner,
  updated_at: '2026-05-04T11:00:00.000Z',
  disabled_at: null,
  disabled_reason: null,
};

const testEvent = {
  id: ids.testEvent,
  type: 'webhook.test',
  created_at: '2026-05-04T11:05:00.000Z',
  data: { webhook_id: ids.webhook, message: 'A test event. Check the signature, then answer with any 2xx status within 10 seconds.' },
  resource_type: 'webhook',
  resource_id: ids.webhook,
  sequence: 1,
  deliveries_total: 1,
  deliveries_succeeded: 1,
};

const transferEvent = {
  id: ids.transferEvent,
  type: 'transfer.requested',
  created_at: '2026-05-04T13:00:00.100Z',
  data: { sequence: 1, transfer: pendingTransfer },
  resource_type: 'transfer',
  resource_id: ids.transfer,
  sequence: 1,
  deliveries_total: 1,
  deliveries_succeeded: 1,
};

export const webhookExamples: RouteExamples = {
  createWebhook: {
    request: { name: 'Ops', url: URL, event_types: ['transfer.requested', 'transfer.completed', 'ramp.payment.succeeded'] },
    response: { webhook, signing_secret: 'whsec_4bX9mQ2rT7vL0pZ8yN3kD6fH1sJ5wCeA2gK7nP0qR4t' },
  },
  listWebhooks: { response: { items: [webhook], next_cursor: null } },
  getWebhook: { response: { webhook } },
  updateWebhook: {
    request: { event_types: ['*'] },
    response: { webhook: { ...webhook, event_types: ['*'], updated_at: '2026-05-04T15:00:00.000Z' } },
  },
  deleteWebhook: { response: { id: ids.webhook, deleted: true } },
  disableWebhook: {
    response: {
      webhook: {
        ...webhook,
        status: 'disabled',
        updated_at: '2026-05-04T15:10:00.000Z',
        disabled_at: '2026-05-04T15:10:00.000Z',
        disabled_reason: 'disabled through the API',
      },
    },
  },
  enableWebhook: { response: { webhook: { ...webhook, updated_at: '2026-05-04T15:20:00.000Z' } } },
  rotateWebhookSecret: {
    response: {
      webhook: { ...webhook, signing_secret_prefix: 'whsec_Qp7Lw2', updated_at: '2026-05-04T15:30:00.000Z' },
      signing_secret: 'whsec_Qp7Lw2Zt9Xc4Vb6Nm1Kj8Hg3Fd5Sa0PoIuYtReWq2Ek',
    },
  },
  testWebhook: { response: { event: { ...testEvent, deliveries_total: null, deliveries_succeeded: 0 }, delivery_id: ids.delivery } },
  listWebhookDeliveries: {
    response: {
      items: [
        {
          id: '019df2a9-b26c-7a41-a5c3-d6e8f0b1c2d3',
          delivery_id: ids.delivery,
          event_id: ids.testEvent,
          event_type: 'webhook.test',
          attempt: 1,
          http_status: 204,
          duration_ms: 143,
          error: null,
          outcome: 'succeeded',
          next_retry_at: null,
          created_at: '2026-05-04T11:05:00.620Z',
        },
      ],
      next_cursor: null,
    },
  },
  resendWebhookDelivery: {
    response: {
      delivery: {
        delivery_id: ids.delivery,
        webhook_id: ids.webhook,
        event_id: ids.testEvent,
        event_type: 'webhook.test',
        status: 'pending',
        attempts: 1,
        next_retry_at: null,
        last_attempt_at: '2026-05-04T11:05:00.620Z',
        created_at: '2026-05-04T11:05:00.000Z',
      },
    },
  },
  listEvents: { response: { items: [transferEvent, testEvent], next_cursor: null } },
  getEvent: { response: { event: transferEvent } },
};
