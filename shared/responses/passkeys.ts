/** Response schemas of WebAuthn options (docs/members.md, Passkeys), the JSON shapes of `@simplewebauthn/server`. */
import * as z from 'zod/mini';
import { dateTimeSchema, uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';

const descriptorSchema = z.object({ id: z.string(), type: z.literal('public-key'), transports: z.optional(z.array(z.string())) });

export const creationOptionsSchema = withMeta(
  z.object({
    rp: z.object({ name: z.string(), id: z.string() }),
    user: z.object({
      id: withMeta(z.string(), { description: 'The user handle (base64url).' }),
      name: z.string(),
      displayName: z.string(),
    }),
    challenge: withMeta(z.string(), { description: 'base64url; works once, for 5 minutes.' }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number(),
    excludeCredentials: z.array(descriptorSchema),
    authenticatorSelection: z.object({
      residentKey: z.literal('required'),
      requireResidentKey: z.literal(true),
      userVerification: z.literal('required'),
    }),
    attestation: z.literal('none'),
    extensions: z.object({ credProps: z.literal(true) }),
    hints: z.array(z.string()),
  }),
  {
    id: 'PublicKeyCredentialCreationOptionsJSON',
    description: 'What `navigator.credentials.create` takes (binaries base64url), in the shape of `@simplewebauthn/server`.',
  },
);

export const requestOptionsSchema = withMeta(
  z.object({
    challenge: withMeta(z.string(), { description: 'base64url; works once.' }),
    timeout: z.number(),
    rpId: z.string(),
    allowCredentials: z.array(descriptorSchema),
    userVerification: z.literal('required'),
  }),
  {
    id: 'PublicKeyCredentialRequestOptionsJSON',
    description: 'What `navigator.credentials.get` takes (binaries base64url), in the shape of `@simplewebauthn/server`.',
  },
);

export const passkeySchema = withMeta(
  z.object({
    id: uuidSchema,
    member_id: uuidSchema,
    credential_id: withMeta(z.string(), {
      description:
        'The credential id (base64url). Not a secret: the browser sends it with every assertion and offers it to this site; it names the passkey and proves nothing. The public key and the signature counter are never shown.',
    }),
    transports: withMeta(z.array(z.string()), {
      description: 'How the browser may reach the authenticator (`internal`, `usb`, `hybrid`, …).',
    }),
    created_at: dateTimeSchema,
    last_used_at: withMeta(z.nullable(dateTimeSchema), {
      description: 'The last sign-in or signed approval with it; null when never used.',
    }),
  }),
  { id: 'Passkey', description: "One of a member's passkeys (WebAuthn credentials): console sign-in and signed approvals." },
);
export type PasskeyView = z.infer<typeof passkeySchema>;

export const passkeyReferenceSchema = withMeta(z.object({ id: uuidSchema, created_at: dateTimeSchema }), {
  description: 'The passkey registered.',
});

export const signedApprovalSchema = withMeta(
  z.object({
    intent: withMeta(z.record(z.string(), z.unknown()), {
      description: 'The approval intent signed, as built from the stored record (docs/approvals.md).',
    }),
    intent_digest: withMeta(z.string(), {
      description: 'base64url(SHA-256(RFC 8785 JCS(intent))): the WebAuthn challenge the passkey signed.',
    }),
    passkey_id: uuidSchema,
    credential_id: z.string(),
    public_key: withMeta(z.string(), { description: "The passkey's COSE public key (base64url), to verify the signature with." }),
    assertion: z.object({
      client_data_json: z.string(),
      authenticator_data: z.string(),
      signature: z.string(),
      user_handle: z.nullable(z.string()),
    }),
  }),
  {
    id: 'SignedApproval',
    description:
      'The passkey signature an approval carries: with it anyone can check offline that this passkey signed exactly this intent (docs/approvals.md). Null for an approval made with a key alone.',
  },
);

export const approvalIntentSchema = withMeta(
  z.object({
    intent: withMeta(z.record(z.string(), z.unknown()), {
      description:
        'What the approver approves, canonical (RFC 8785): `version`, `action`, `workspace_id`, `environment`, the transfer (amount, asset, network, destination and its label, purpose, policy version) or the setting change (setting, difference, proposed value, version), `approver_member_id`, `nonce`, `expires_at` (docs/approvals.md).',
    }),
    intent_digest: withMeta(z.string(), { description: 'base64url(SHA-256(JCS(intent))); the challenge of `options`.' }),
    options: requestOptionsSchema,
  }),
  { id: 'ApprovalIntent', description: "An approval intent and the WebAuthn options to sign it with one of the member's passkeys." },
);
