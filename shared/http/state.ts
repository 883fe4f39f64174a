/**
 * Per-request state that the pipeline's middlewares fill in for the handler: the request id,
 * the authenticated key, the environment and the validated input. Kept in a WeakMap keyed by
 * the Lambda event, since Middy passes a handler only the event and the context.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describeError, log } from '#shared/log.ts';
import type { Environment } from '#shared/model/tenancy.ts';
import type { AuthContext } from '#shared/model/auth.ts';

export interface PipelineState {
  requestId: string;
  auth?: AuthContext;
  environment: Environment;
  /** The parsed JSON body, before validation. */
  rawBody?: unknown;
  params: unknown;
  query: unknown;
  body: unknown;
  /**
   * Work started during the request that must finish before the response is returned; each one
   * already handled (`startBackground`), never rejecting, so waiting for it cannot throw.
   */
  pending: Promise<void>[];
}

const states = new WeakMap<APIGatewayProxyEventV2, PipelineState>();

/**
 * Starts `work` beside the request. Its failure is logged, not the request's: it is handled at
 * once, because a rejection nobody handles yet (the handler still running) is an unhandled
 * rejection, which ends a Lambda invocation with an error.
 */
export function startBackground(state: PipelineState, work: Promise<unknown>): void {
  state.pending.push(
    work.then(
      () => undefined,
      (error: unknown) => log.warn('background work failed', describeError(error)),
    ),
  );
}

export function initState(event: APIGatewayProxyEventV2, requestId: string): PipelineState {
  const state: PipelineState = { requestId, environment: 'sandbox', params: {}, query: {}, body: undefined, pending: [] };
  states.set(event, state);
  return state;
}

export function stateOf(event: APIGatewayProxyEventV2): PipelineState {
  const state = states.get(event);
  if (!state) throw new Error('Pipeline state missing: the request-id middleware must run first.');
  return state;
}

export function findState(event: APIGatewayProxyEventV2): PipelineState | undefined {
  return states.get(event);
}
