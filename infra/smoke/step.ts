/** What a smoke step is, what the steps share, and the fixed choices of the walk. */
import { type ApiClient, StepFailure } from '#infra/smoke/client.ts';
import type { SmokeOptions } from '#infra/smoke/options.ts';

/** The walk's network and asset: EVM, so the transfer can go to a fixed valid address. */
export const NETWORK = 'ethereum';
export const ASSET = 'USDC';
/** 1 USDC deposited, 0.25 USDC requested out (base units, 6 decimals). */
export const DEPOSIT_UNITS = 1_000_000n;
export const TRANSFER_UNITS = 250_000n;
/** A valid, checksummed EVM address; in sandbox nothing is ever sent on chain. */
export const TRANSFER_DESTINATION = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

/** Resources a step made for the steps after it. */
export interface SmokeState {
  walletId?: string;
  /** What the wallet holds once the deposit confirmed. */
  funded?: bigint;
}

export interface StepContext {
  /** Requests bounded by the step's time limit. */
  api: ApiClient;
  /** Aborts at the step's time limit; every wait watches it. */
  signal: AbortSignal;
  options: SmokeOptions;
  /** Names and idempotency keys of this run carry it, so its resources can be told apart. */
  runId: string;
  state: SmokeState;
  /** A client with a fresh time limit, for clean-up that must run even after the step timed out. */
  cleanupApi(): ApiClient;
}

export interface Step {
  name: string;
  /** The earlier step whose resource this one uses; skipped unless that one passed. */
  needs?: string;
  /** Resolves to an optional note for the PASS line; throws (a StepFailure, ideally) to FAIL. */
  run(ctx: StepContext): Promise<string | undefined>;
}

/** Reads a value an earlier step left, which `needs` guarantees. */
export function earlier<K extends keyof SmokeState>(state: SmokeState, key: K): NonNullable<SmokeState[K]> {
  const value = state[key];
  if (value === undefined) throw new StepFailure(`an earlier step did not record ${key}`);
  return value as NonNullable<SmokeState[K]>;
}

/**
 * Runs `body`, then `cleanup` whatever happened. A failed clean-up fails the step too, and when
 * the body failed first, both reasons are kept: a leftover resource must never go unreported.
 */
export async function withCleanup<T>(body: () => Promise<T>, cleanup: () => Promise<void>): Promise<T> {
  let result: T;
  try {
    result = await body();
  } catch (error) {
    try {
      await cleanup();
    } catch (cleanupError) {
      throw new StepFailure(`${messageOf(error)}; clean-up failed too: ${messageOf(cleanupError)}`);
    }
    throw error;
  }
  try {
    await cleanup();
  } catch (cleanupError) {
    throw new StepFailure(`clean-up failed: ${messageOf(cleanupError)}`);
  }
  return result;
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
