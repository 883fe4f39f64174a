/** Request schemas of the documentation routes; responses: shared/responses/docs.ts. */
import * as z from 'zod/mini';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

/**
 * The guides of the repository's docs/ folder that the reference links to (`GET /docs/guides/{guide}`):
 * the integrator's, not the team's own (architecture, development, infrastructure, performance).
 */
export const GUIDES = [
  'api.md',
  'wallets-transfers.md',
  'webhooks.md',
  'ramp.md',
  'setting-changes.md',
  'live-custody.md',
  'local-stack.md',
  'sdk.md',
] as const;

export const guideParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    guide: withMeta(z.enum(GUIDES, { message: `Must be one of: ${GUIDES.join(', ')}.` }), { description: 'The guide, by file name.' }),
  }),
);
