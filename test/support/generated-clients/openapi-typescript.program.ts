// Compiled by test/unit/generated-clients.test.ts against the committed openapi-typescript types (the SDK's),
// under strict, noUncheckedIndexedAccess and exactOptionalPropertyTypes: what an integrator
// writes with openapi-fetch, using the document's named resources and no hand narrowing.
import createClient from 'openapi-fetch';
import type { components, paths } from '../../../sdk/src/generated/openapi.ts';

type Schemas = components['schemas'];
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Json<Op, Status extends number> = Op extends { responses: Record<Status, { content: { 'application/json': infer Body } }> }
  ? Body
  : never;
const holds = <T extends true>(): T => true as T;

// The create's 201 and the dry run's 200 each have their own schema.
holds<Equal<Json<paths['/v1/transfers']['post'], 201>['data'], Schemas['Transfer']>>();
holds<Equal<Json<paths['/v1/transfers']['post'], 200>['data'], Schemas['TransferDryRun']>>();
holds<Equal<Json<paths['/v1/ramp/payments']['post'], 201>['data'], Schemas['RampPayment']>>();
holds<Equal<Json<paths['/v1/ramp/payments']['post'], 200>['data'], Schemas['RampPaymentDryRun']>>();
// A delivery is named `delivery_id` where it is listed, resent and returned.
holds<Equal<paths['/v1/webhooks/{webhookId}/deliveries/{deliveryId}/resend']['post']['parameters']['path']['deliveryId'], string>>();
holds<Equal<Schemas['Delivery']['delivery_id'], Schemas['DeliveryAttempt']['delivery_id']>>();

export async function firstTransfer(token: string): Promise<Schemas['Transfer'] | undefined> {
  const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000', headers: { Authorization: `Bearer ${token}` } });
  const wallets = await client.GET('/v1/wallets', { params: { query: { limit: 10 } } });
  const wallet: Schemas['Wallet'] | undefined = wallets.data?.data.wallets[0];
  if (!wallet) return undefined;
  const account = wallet.accounts[0];
  if (!account) return undefined;
  const created = await client.POST('/v1/transfers', {
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
  // openapi-fetch joins every 2xx: the dry run is told apart by its own schema's `dry_run`.
  return 'dry_run' in data ? undefined : data;
}
