/**
 * Request schemas of WebAuthn responses (docs/members.md, Passkeys), in the JSON shapes of
 * `@simplewebauthn/server` (RegistrationResponseJSON, AuthenticationResponseJSON) that the
 * console sends: binaries base64url. What they prove is checked by the verifier, not here.
 */
import * as z from 'zod/mini';
import { droppable } from '#shared/schemas/droppable.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { paginationQuerySchema, uuidSchema } from '#shared/schemas/common.ts';

const base64url = (max: number) =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'Must be base64url (no padding).'), z.maxLength(max, `Must be at most ${max} characters.`));

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

const common = () => ({
  id: withMeta(base64url(1366), { description: 'The credential id.' }),
  rawId: base64url(1366),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});

export const registrationResponseSchema = /* @__PURE__ */ droppable(() =>
  withMeta(
    z.object({
      ...common(),
      response: z.object({
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16384),
        transports: z.optional(z.array(z.enum(TRANSPORTS)).check(z.maxLength(TRANSPORTS.length))),
      }),
    }),
    {
      id: 'RegistrationResponseJSON',
      description: "A new passkey, as the browser's `navigator.credentials.create` made it (base64url binaries).",
    },
  ),
);

export const authenticationResponseSchema = /* @__PURE__ */ droppable(() =>
  withMeta(
    z.object({
      ...common(),
      response: z.object({
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        signature: base64url(1024),
        userHandle: z.optional(base64url(128)),
      }),
    }),
    {
      id: 'AuthenticationResponseJSON',
      description: "A passkey's assertion, as the browser's `navigator.credentials.get` made it (base64url binaries).",
    },
  ),
);

const workspaceId = () =>
  withMeta(uuidSchema, { description: 'The workspace to sign in to (`npm start` prints it; the console asks for it).' });

export const signInOptionsBody = /* @__PURE__ */ droppable(() => z.strictObject({ workspace_id: workspaceId() }));

export const signInBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    workspace_id: workspaceId(),
    assertion: withMeta(authenticationResponseSchema, {
      description: 'The assertion over the challenge of `POST /v1/console/sessions/options` (its challenge works once).',
    }),
  }),
);

/** The body of an approval (transfers and setting changes): optional, and so is its passkey assertion (docs/approvals.md). */
export const approveBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    assertion: withMeta(z.optional(authenticationResponseSchema), {
      description: "A passkey's assertion over the approval intent (`POST …/approval-intent`): required where `passkey_required` is on.",
    }),
  }),
);

/** `GET /v1/passkeys`: the workspace's passkeys, or one member's. */
export const listPasskeysQuery = /* @__PURE__ */ droppable(() =>
  z.extend(paginationQuerySchema, {
    member_id: withMeta(z.optional(uuidSchema), { description: "Only this member's passkeys." }),
  }),
);

export const passkeyIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({ passkeyId: withMeta(uuidSchema, { description: 'The passkey id.' }) }),
);

/** `POST /v1/passkeys`: a passkey for the session's own member. */
export const addPasskeyBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    passkey: withMeta(registrationResponseSchema, {
      description: 'The registration over the options of `POST /v1/passkeys/registration-options` (its challenge works once).',
    }),
  }),
);
