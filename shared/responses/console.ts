/** Response schemas of the console's routes, by route id. */
import type * as z from 'zod/mini';
import { htmlPageSchema } from '#shared/responses/docs.ts';

export const consoleResponses = {
  getConsolePage: htmlPageSchema,
} satisfies Record<string, z.ZodMiniType>;
