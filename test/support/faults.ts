/**
 * Test helpers for the local stack's fault injection (`/__local/faults`, infra/local/faults.ts).
 * Test files run in parallel against one stack, so give each fault a `scope` and send the
 * requests that should meet it with `faultHeaders(scope)`; an unscoped fault hits whichever
 * handler makes the matching call first.
 */
import { inject } from 'vitest';
import { FAULT_SCOPE_HEADER, type FaultSpec } from '#infra/local/faults.ts';

const faultsUrl = () => new URL('/__local/faults', inject('stack').apiUrl);

/** Adds a fault to the running stack; `times` defaults to 1. */
export async function injectFault(spec: Omit<FaultSpec, 'times'> & { times?: number }): Promise<void> {
  const res = await fetch(faultsUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(spec) });
  if (res.status !== 201) throw new Error(`Could not inject the fault (${res.status}): ${await res.text()}`);
}

/** Removes the pending faults of one scope, or all of them. Returns how many there were. */
export async function clearFaults(scope?: string): Promise<number> {
  const url = faultsUrl();
  if (scope !== undefined) url.searchParams.set('scope', scope);
  const res = await fetch(url, { method: 'DELETE' });
  if (res.status !== 200) throw new Error(`Could not clear faults (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { cleared: number }).cleared;
}

/** The headers that put a request's SDK calls into a fault scope. */
export const faultHeaders = (scope: string): Record<string, string> => ({ [FAULT_SCOPE_HEADER]: scope });

/** One SDK call in a scope's trace (infra/local/fault-trace.ts). */
export interface TracedCall {
  service: 'dynamodb' | 'sqs' | 'kms' | 'secretsmanager';
  command: string;
  failed: string | null;
  /** On a DynamoDB GetItem, Query or Scan: whether it asked for a strongly consistent read. */
  consistentRead?: boolean;
}

/** The SDK calls the requests of one scope made, in order, and the injected fault that failed each (if any). */
export async function tracedCalls(scope: string): Promise<TracedCall[]> {
  const url = faultsUrl();
  url.searchParams.set('scope', scope);
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`Could not read the trace (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { calls: TracedCall[] }).calls;
}

/** The faults of one scope not used up yet. */
export async function pendingFaults(scope: string): Promise<FaultSpec[]> {
  const url = faultsUrl();
  url.searchParams.set('scope', scope);
  return ((await (await fetch(url)).json()) as { faults: FaultSpec[] }).faults;
}

/** Ends a function's worker in the running stack: its next call is a cold start with empty per-container caches. */
export async function restartFunction(functionId: string): Promise<void> {
  const res = await fetch(new URL(`/__local/functions/${functionId}/restart`, inject('stack').apiUrl), { method: 'POST' });
  if (res.status !== 202) throw new Error(`Could not restart ${functionId} (${res.status}).`);
}
