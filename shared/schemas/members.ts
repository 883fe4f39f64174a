/** Request schemas of the member routes (docs/members.md); responses: shared/responses/members.ts. */
import * as z from 'zod/mini';
import { SCOPES } from '#shared/model/scopes.ts';
import { scopeSchema } from '#shared/schemas/api-keys.ts';
import { idempotencyKeySchema, paginationQuerySchema, trimmedText, uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';
import { registrationResponseSchema } from '#shared/schemas/passkeys.ts';

/** An invitation can be used for at most this long (default: three days). */
export const INVITATION_MAX_HOURS = 168;
export const INVITATION_DEFAULT_HOURS = 72;

/** The token of an invitation: `wsi_` + 43 base64url characters. */
export const INVITATION_TOKEN_PATTERN = '^wsi_[A-Za-z0-9_-]{43}$';

export const createInvitationBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    email: withMeta(
      z.string().check(z.trim(), z.maxLength(254, 'Must be at most 254 characters.'), z.email({ message: 'Must be an email address.' })),
      { format: 'email' },
    ),
    display_name: trimmedText(100),
    scopes: withMeta(
      z.array(scopeSchema).check(
        z.minLength(1, 'Give at least one scope.'),
        z.maxLength(SCOPES.length),
        z.refine((s) => new Set(s).size === s.length, 'Scopes must not repeat.'),
      ),
      {
        uniqueItems: true,
        description:
          "What the member's credentials may hold, within the calling key's scopes. Scopes that approve (`transfers:approve`, `workspace:approve`, `*`) make the member an approver.",
      },
    ),
    expires_in_hours: withMeta(
      z.optional(
        z
          .number({ message: 'Must be a whole number.' })
          .check(
            z.int('Must be a whole number.'),
            z.gte(1, 'Must be at least 1.'),
            z.lte(INVITATION_MAX_HOURS, `Must be at most ${INVITATION_MAX_HOURS}.`),
          ),
      ),
      { description: `How long the enrolment link can be used (default ${INVITATION_DEFAULT_HOURS}).` },
    ),
    idempotency_key: withMeta(z.optional(idempotencyKeySchema), {
      description:
        'Makes the create repeatable: the same key and body return the invitation made first (`Idempotent-Replayed: true`) with `token` and `enrolment_url` null, since the token is shown once. Kept 25 hours.',
    }),
  }),
);

const invitationToken = () =>
  withMeta(z.string().check(z.regex(new RegExp(INVITATION_TOKEN_PATTERN), 'Must be an invitation token.')), {
    description: 'The token of the enrolment link (after `#token=`).',
  });

export const enrolmentOptionsBody = /* @__PURE__ */ droppable(() => z.strictObject({ token: invitationToken() }));

export const enrolBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    token: invitationToken(),
    passkey: withMeta(z.optional(registrationResponseSchema), {
      description:
        "The member's first passkey, registered over the options of `POST /v1/members/enrolment/options` for this token (its challenge works once). Without it, the member enrols with a key alone.",
    }),
  }),
);

export const memberIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({ memberId: withMeta(uuidSchema, { description: 'The member id.' }) }),
);
export const invitationIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({ invitationId: withMeta(uuidSchema, { description: 'The invitation id.' }) }),
);
export const memberChangeIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({ memberChangeId: withMeta(uuidSchema, { description: 'The member change id.' }) }),
);
export const listMembersQuery = paginationQuerySchema;
