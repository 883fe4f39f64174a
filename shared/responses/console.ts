/** Response schemas of the console's routes, by route id. */
import * as z from 'zod/mini';
import { htmlPageSchema } from '#shared/responses/docs.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { SCOPES } from '#shared/model/scopes.ts';
import { requestOptionsSchema } from '#shared/responses/passkeys.ts';

export const consoleSessionSchema = withMeta(
  z.object({
    id: z.string(),
    workspace_id: z.string(),
    member: z.object({ id: z.string(), email: z.string(), display_name: z.string() }),
    passkey_id: withMeta(z.nullable(z.string()), {
      description: 'The passkey the session was signed in with: removing it ends the session; removing another needs it.',
    }),
    scopes: z.array(z.enum(SCOPES)),
    csrf_token: withMeta(z.string(), { description: 'Send it back in `X-CSRF-Token` with every change made with this session.' }),
    expires_at: withMeta(z.string(), { description: 'When the session ends however it is used (8 hours after sign-in).' }),
    idle_expires_at: withMeta(z.string(), { description: 'When the session ends unless used again (15 minutes after its last use).' }),
  }),
  { id: 'ConsoleSession', description: 'A console session, as the page reads it.' },
);

export const consoleResponses = {
  getConsolePage: htmlPageSchema,
  getConsoleEnrolmentPage: htmlPageSchema,
  createConsoleSessionOptions: requestOptionsSchema,
  createConsoleSession: consoleSessionSchema,
  getConsoleSession: consoleSessionSchema,
  deleteConsoleSession: z.object({ signed_out: z.literal(true) }),
} satisfies Record<string, z.ZodMiniType>;
