/**
 * The local stack's fault-injection endpoint, answered by the local gateway before route
 * matching (it never exists in AWS): `POST /__local/faults` adds a fault, `DELETE` clears them,
 * `GET` lists those not used up (with `?scope=`, that scope's faults and the SDK calls its requests made,
 * infra/local/fault-trace.ts). See infra/local/faults.ts and docs/local-stack.md.
 */
import * as z from 'zod';
import { addFault, clearFaults, FAULT_KINDS, FAULT_SERVICES, listFaults } from '#infra/local/faults.ts';
import { callsIn, clearTrace } from '#infra/local/fault-trace.ts';
import { jsonResponse, type HttpResponseParts } from '#infra/local/lambda-result.ts';

export const FAULTS_PATH = '/__local/faults';

const faultSchema = z.strictObject({
  service: z.enum(FAULT_SERVICES),
  command: z.string().regex(/^[A-Z][A-Za-z]+$/, 'An API action such as GetItem or SendMessageBatch'),
  times: z.int().min(1).max(1000).default(1),
  skip: z.int().min(0).max(1000).optional(),
  error: z.enum(FAULT_KINDS),
  scope: z.string().min(1).max(200).optional(),
});

/** The endpoint's answer, or null for any other path (the request goes on to the routes). */
export function handleFaultRequest(method: string, path: string, rawQuery: string, body: Buffer): HttpResponseParts | null {
  if (path !== FAULTS_PATH) return null;
  switch (method) {
    case 'GET': {
      // With ?scope=: that scope's pending faults and the SDK calls its requests made.
      const scope = new URLSearchParams(rawQuery).get('scope') ?? undefined;
      if (scope === undefined) return jsonResponse(200, { faults: listFaults() });
      return jsonResponse(200, { faults: listFaults().filter((f) => f.scope === scope), calls: callsIn(scope) });
    }
    case 'DELETE': {
      const scope = new URLSearchParams(rawQuery).get('scope') ?? undefined;
      clearTrace(scope);
      return jsonResponse(200, { cleared: clearFaults(scope) });
    }
    case 'POST': {
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        return jsonResponse(400, { error: 'The body must be JSON: {service, command, times, error, scope?}.' });
      }
      const parsed = faultSchema.safeParse(json);
      if (!parsed.success) return jsonResponse(400, { error: z.prettifyError(parsed.error) });
      const { scope, skip, ...spec } = parsed.data;
      addFault({ ...spec, ...(scope ? { scope } : {}), ...(skip ? { skip } : {}) });
      return jsonResponse(201, { faults: listFaults() });
    }
    default:
      return {
        ...jsonResponse(405, { error: 'Use GET, POST or DELETE.' }),
        headers: { 'content-type': 'application/json', allow: 'GET, POST, DELETE' },
      };
  }
}
