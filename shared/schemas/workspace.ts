/** Request schemas of the workspace settings routes (contract endpoints 3, 4 and 6); responses: shared/responses/workspace.ts. */
import * as z from 'zod/mini';
import { NETWORKS } from '#shared/model/networks/catalogue.ts';
import { droppable } from '#shared/schemas/droppable.ts';
import { paginationQuerySchema, trimmedText } from '#shared/schemas/common.ts';

/** The most addresses one policy list may hold. */
export const POLICY_LIST_MAX = 1000;

const addressList = /* @__PURE__ */ droppable(() =>
  z.array(trimmedText(128)).check(z.maxLength(POLICY_LIST_MAX, `Must hold at most ${POLICY_LIST_MAX} addresses.`)),
);

/** PUT replaces the whole policy, so both lists are required (send [] to clear one). */
export const putTransferPolicyBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    allowed_destination_addresses: addressList,
    blocked_destination_addresses: addressList,
  }),
);
export type TransferPolicyInput = z.infer<typeof putTransferPolicyBody>;

const networkCodes = /* @__PURE__ */ droppable(() => NETWORKS.map((n) => n.code));

export const putNetworksBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    enabled_networks: z
      .array(z.enum(networkCodes, { message: `Unknown network code. Supported: ${networkCodes.join(', ')}.` }))
      .check(z.maxLength(networkCodes.length * 4, 'Too many network codes.')),
  }),
);

/** `GET /v1/workspace/audit-log`: a page of the log, newest first. */
export const listAuditLogQuery = paginationQuerySchema;
