/** Routes of the workspace settings area (contract endpoints 3, 4 and 6; transfer approvals, issue 4). */
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as workspace from '#shared/schemas/workspace.ts';
import { putApprovalSettingsBody } from '#shared/schemas/transfers.ts';

export const getTransferPolicy = /* @__PURE__ */ defineRoute({
  id: 'getTransferPolicy',
  method: 'GET',
  path: '/v1/workspace/transfer-policy',
  entry: 'functions/workspace/get-transfer-policy.ts',
  scope: 'workspace:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read the transfer policy of the environment.',
  schemas: {},
  responseHeaders: { ETag: 'The policy `version` as a strong ETag (`"3"`), for `If-Match`.' },
  errors: [],
});

export const putTransferPolicy = /* @__PURE__ */ defineRoute({
  id: 'putTransferPolicy',
  method: 'PUT',
  path: '/v1/workspace/transfer-policy',
  entry: 'functions/workspace/put-transfer-policy.ts',
  scope: 'workspace:write',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Replace the transfer policy of the environment (optionally conditional on If-Match).',
  description: 'PUT replaces both lists (send `[]` to clear one). Addresses must be valid on a supported network; they are stored canonical and de-duplicated, and an address in both lists is refused.',
  schemas: { body: workspace.putTransferPolicyBody },
  requestHeaders: { 'If-Match': 'Write only if the policy is still at this version (`"3"`, from the ETag); otherwise 412.' },
  responseHeaders: { ETag: 'The new `version` as a strong ETag.' },
  errors: ['invalid_request', 'precondition_failed'],
});

export const getNetworks = /* @__PURE__ */ defineRoute({
  id: 'getNetworks',
  method: 'GET',
  path: '/v1/workspace/networks',
  entry: 'functions/workspace/get-networks.ts',
  scope: 'workspace:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read the enabled networks of the environment and the supported catalogue.',
  schemas: {},
  errors: [],
});

export const putNetworks = /* @__PURE__ */ defineRoute({
  id: 'putNetworks',
  method: 'PUT',
  path: '/v1/workspace/networks',
  entry: 'functions/workspace/put-networks.ts',
  scope: 'workspace:write',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Replace the enabled networks of the environment.',
  schemas: { body: workspace.putNetworksBody },
  errors: ['invalid_request'],
});

export const getTransferApprovals = /* @__PURE__ */ defineRoute({
  id: 'getTransferApprovals',
  method: 'GET',
  path: '/v1/workspace/transfer-approvals',
  entry: 'functions/workspace/get-transfer-approvals.ts',
  scope: 'workspace:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read whether transfers need approval in this environment, and by how many members.',
  schemas: {},
  errors: [],
});

export const putTransferApprovals = /* @__PURE__ */ defineRoute({
  id: 'putTransferApprovals',
  method: 'PUT',
  path: '/v1/workspace/transfer-approvals',
  entry: 'functions/workspace/put-transfer-approvals.ts',
  scope: 'workspace:write',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Replace the approval requirement of the environment (optionally conditional on If-Match).',
  schemas: { body: putApprovalSettingsBody },
  errors: ['invalid_request', 'precondition_failed'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const workspaceRoutes = {
  getTransferPolicy,
  putTransferPolicy,
  getNetworks,
  putNetworks,
  getTransferApprovals,
  putTransferApprovals,
} satisfies Record<string, HttpRoute>;
