/**
 * The messages between the local stack's function host (main thread) and a function's worker.
 * The host invokes; the worker answers with the result, and tells the host about every AWS SDK
 * call its function makes before making it (the host logs it, or has it fail on purpose).
 */
import type { FaultErrorInput } from '#infra/local/fault-errors.ts';

/** What a worker knows at start: its function and how to name itself in Lambda contexts. */
export interface WorkerData {
  functionId: string;
  /** Absolute path of the entry module. */
  entryPath: string;
}

export interface InvokeMessage {
  type: 'invoke';
  id: number;
  event: unknown;
  context: { functionName: string; requestId: string; timeoutMs: number };
  /** The request's fault scope (`x-local-faults`), if any. */
  faultScope: string | undefined;
}

export type ResultMessage =
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: { name: string; message: string; stack?: string } };

/** One IAM action on one resource (an ARN-like name: table, index, queue URL, secret ARN). */
export interface AwsAction {
  action: string;
  resource: string;
}

export interface SdkCallMessage {
  type: 'sdk-call';
  id: number;
  service: string;
  command: string;
  faultScope: string | undefined;
  /** Whether a DynamoDB read asked for strong consistency (absent on other calls). */
  consistentRead?: boolean;
  actions: AwsAction[];
}

export type SdkReplyMessage =
  | { type: 'sdk-reply'; id: number; verdict: 'pass' }
  | { type: 'sdk-reply'; id: number; verdict: 'fault'; fault: FaultErrorInput };

export type ToWorker = InvokeMessage | SdkReplyMessage;
export type FromWorker = ResultMessage | SdkCallMessage;
