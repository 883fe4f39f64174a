/**
 * Keys of live custody's items (docs/live-custody.md, Data), apart from `shared/db/keys.ts`: a
 * partition of its own per live chain (which tenant and wallet each custody address belongs to,
 * each address's next nonce, each credited deposit and the deposit watcher's cursor), and a live
 * withdrawal's signed transactions beside its transfer.
 */
export const chainKeys = {
  chain: (network: string) => `CHAIN#${network}`,
  custodyAddress: (address: string) => `ADDR#${address.toLowerCase()}`,
  custodyAddressPrefix: 'ADDR#',
  chainNonce: (address: string) => `NONCE#${address.toLowerCase()}`,
  chainCredit: (txHash: string, index: number) => `CREDIT#${txHash.toLowerCase()}#${index}`,
  chainCreditPrefix: 'CREDIT#',
  chainCursor: 'CURSOR',
  chainTransaction: (transferId: string) => `CHAINTX#${transferId}`,
  /** A live on-ramp into a custody wallet that succeeded and waits for its deposit (docs/ramp.md, Delivery). */
  awaitedDelivery: (address: string, reference: string) => `AWAIT#${address.toLowerCase()}#${reference}`,
  awaitedDeliveryPrefix: (address?: string) => (address === undefined ? 'AWAIT#' : `AWAIT#${address.toLowerCase()}#`),
} as const;
