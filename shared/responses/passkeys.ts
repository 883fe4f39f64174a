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

export const passkeyReferenceSchema = withMeta(z.object({ id: uuidSchema, created_at: dateTimeSchema }), {
  description: 'The passkey registered.',
});
