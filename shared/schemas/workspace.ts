/** Request and response schemas of the workspace settings routes (contract endpoints 3, 4 and 6). */
import * as z from 'zod/mini';
import { NETWORKS } from '#shared/domain/networks/catalogue.ts';
import { dateTimeSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';

/** The most addresses one policy list may hold. */
export const POLICY_LIST_MAX = 1000;

const addressList = z
  .array(z.string().check(z.trim(), z.minLength(1, 'Must not be empty.'), z.maxLength(128, 'Must be at most 128 characters.')))
  .check(z.maxLength(POLICY_LIST_MAX, `Must hold at most ${POLICY_LIST_MAX} addresses.`));

/** PUT replaces the whole policy, so both lists are required (send [] to clear one). */
export const putTransferPolicyBody = z.strictObject({
  allowed_destination_addresses: addressList,
  blocked_destination_addresses: addressList,
});
export type TransferPolicyInput = z.infer<typeof putTransferPolicyBody>;

export const transferPolicySchema = withMeta(
  z.object({
    allowed_destination_addresses: withMeta(z.array(z.string()), { description: 'When not empty, transfers may go only to these addresses.' }),
    blocked_destination_addresses: withMeta(z.array(z.string()), { description: 'Transfers to these addresses are always refused.' }),
    version: withMeta(z.number().check(z.int(), z.nonnegative()), { description: 'Incremented by every write; sent as the `ETag`.' }),
    updated_at: z.nullable(dateTimeSchema),
  }),
  { id: 'TransferPolicy', description: 'Addresses are canonical: EVM checksummed, bech32 lower-cased.' },
);
export type TransferPolicyView = z.infer<typeof transferPolicySchema>;

export const transferPolicyResponse = z.object({ policy: transferPolicySchema });

const networkCodes = NETWORKS.map((n) => n.code);

export const putNetworksBody = z.strictObject({
  enabled_networks: z
    .array(z.enum(networkCodes, { message: `Unknown network code. Supported: ${networkCodes.join(', ')}.` }))
    .check(z.maxLength(networkCodes.length * 4, 'Too many network codes.')),
});

export const networkSchema = withMeta(
  z.object({
    code: z.string(),
    display_name: z.string(),
    native_asset: z.string(),
    address_format: z.string(),
    assets: z.array(z.object({ symbol: z.string(), name: z.string(), decimals: z.number().check(z.int()), caip19: z.string(), native: z.boolean() })),
  }),
  { id: 'Network', description: 'A supported network and the assets it carries.' },
);

export const networksResponse = z.object({
  enabled_networks: z.array(z.string()),
  networks: z.array(networkSchema),
  supported_networks: z.array(z.string()),
  updated_at: z.nullable(dateTimeSchema),
});
