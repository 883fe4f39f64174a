/**
 * Validates the `environment` query parameter and the route's path, query and body schemas.
 * Every problem is reported at once as field-level details of one 400 `invalid_request`.
 * Query parameters a route does not declare are refused, so a typo never silently does nothing.
 */
import * as z from 'zod/mini';
import type { HttpRoute } from '#shared/http/route.ts';
import { invalidRequest, type FieldErrors } from '#shared/model/errors.ts';
import { stateOf } from '#shared/http/state.ts';
import { validatePart } from '#shared/http/validation.ts';
import { environmentSchema } from '#shared/schemas/common.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';
import { ENVIRONMENTS } from '#shared/model/tenancy.ts';

const noQuery = z.strictObject({});
const noParams = z.object({});

export function validateInput(route: HttpRoute): HttpMiddleware {
  const querySchema = route.schemas.query ?? noQuery;
  const paramsSchema = route.schemas.params ?? noParams;
  const bodySchema = route.schemas.body;
  return {
    before: (request) => {
      const state = stateOf(request.event);
      const fields: FieldErrors = {};
      const { environment, ...query } = request.event.queryStringParameters ?? {};
      if (environment !== undefined) {
        const env = environmentSchema.safeParse(environment);
        if (env.success) state.environment = env.data;
        else fields['query.environment'] = [`Must be one of: ${ENVIRONMENTS.join(', ')}.`];
      }
      state.params = validatePart('path', paramsSchema, request.event.pathParameters ?? {}, fields);
      state.query = validatePart('query', querySchema, query, fields);
      if (bodySchema) state.body = validatePart('body', bodySchema, state.rawBody, fields);
      if (Object.keys(fields).length > 0) {
        route.explainInvalid?.(fields, state.rawBody);
        throw invalidRequest(fields);
      }
    },
  };
}
