/**
 * The tests' webhook receiver (shared/fixtures/receiver.ts): every delivery must also match the
 * OpenAPI document's webhooks entry, and `waitFor` reports the first that does not.
 */
import { startReceiver as startCheckedReceiver, type Receiver } from '#shared/fixtures/receiver.ts';
import { assertDeliveryConforms } from './conformance/index.ts';

export type { Answer, Received, Receiver } from '#shared/fixtures/receiver.ts';

export function startReceiver(path = '/hooks'): Promise<Receiver> {
  return startCheckedReceiver({ path, check: assertDeliveryConforms });
}
