/** Request schemas of the setting change routes (docs/setting-changes.md); responses: shared/responses/setting-change.ts. */
import * as z from 'zod/mini';
import { CHANGEABLE_SETTINGS } from '#shared/model/setting-changes/loosening.ts';
import { SETTING_CHANGE_STATUSES } from '#shared/model/setting-changes/state-machine.ts';
import { oneOf, paginationQuerySchema, uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const changeIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({ changeId: withMeta(uuidSchema, { description: 'The setting change id (SettingChange.id).' }) }),
);

export const listSettingChangesQuery = /* @__PURE__ */ droppable(() =>
  z.extend(paginationQuerySchema, {
    status: withMeta(z.optional(oneOf(SETTING_CHANGE_STATUSES)), {
      description: 'Only changes in this status (`pending`: those waiting for approval).',
    }),
    setting: withMeta(z.optional(oneOf(CHANGEABLE_SETTINGS)), { description: 'Only changes of this setting.' }),
  }),
);
