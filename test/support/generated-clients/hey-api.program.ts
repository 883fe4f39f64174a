// Compiled by test/unit/generated-clients.test.ts beside the client @hey-api/openapi-ts generates
// from docs/openapi.json (into .local/generated-clients/hey-api/, so not in the root's tsconfig),
// under strict, noUncheckedIndexedAccess and exactOptionalPropertyTypes: typed SDK functions,
// the document's named resources, and the create's 201 without hand narrowing.
import { createClient } from './hey-api/client/index.ts';
import { createTransfer, listWallets, resendWebhookDelivery } from './hey-api/index.ts';
import type { CreateTransferResponses, Delivery, DeliveryAttempt, Transfer, TransferDryRun, Wallet } from './hey-api/index.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(): T => true as T;
holds<Equal<CreateTransferResponses[201]['data'], Transfer>>();
holds<Equal<CreateTransferResponses[200]['data'], TransferDryRun>>();

export async function firstTransfer(token: string): Promise<Transfer | undefined> {
  const client = createClient({ baseUrl: 'http://127.0.0.1:3000', headers: { Authorization: `Bearer ${token}` } });
  const wallets = await listWallets({ client, query: { limit: 10 } });
  const wallet: Wallet | undefined = wallets.data?.data.wallets[0];
  const account = wallet?.accounts[0];
  if (!wallet || !account) return undefined;
  const created = await createTransfer({
    client,
    body: {
      wallet_id: wallet.id,
      network_code: 'ethereum',
      asset_symbol: 'USDC',
      amount_base_units: '1000000',
      to_address: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
    },
  });
  if (created.error) throw new Error(`${created.error.error.code}: ${created.error.error.message}`);
  const { data } = created.data;
  // Like openapi-fetch, the client joins every 2xx: the dry run is told apart by its own schema's `dry_run`.
  return 'dry_run' in data ? undefined : data;
}

export async function resend(token: string, webhookId: string, attempt: DeliveryAttempt): Promise<Delivery | undefined> {
  const client = createClient({ baseUrl: 'http://127.0.0.1:3000', headers: { Authorization: `Bearer ${token}` } });
  // The attempt's delivery_id is what resend takes, and what the delivery it returns is called.
  const resent = await resendWebhookDelivery({ client, path: { webhookId, deliveryId: attempt.delivery_id } });
  return resent.data?.data.delivery;
}
