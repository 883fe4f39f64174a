/**
 * The configuration every SDK client of the local stack's own (the queue and stream pollers,
 * the admin and test clients) is made with: the emulator's endpoint, fixed credentials (the
 * emulators accept any; these keep the SDK from searching for real ones) and HTTP deadlines.
 *
 * Why deadlines: by default the SDK waits for an answer forever. A request that DynamoDB Local
 * or the SQS emulator accepts and never answers would then stall its poller for good: a stream
 * poller's shard worker awaits every read (test/integration/stream-poller.test.ts). With a
 * deadline the request fails as a TimeoutError, the SDK retries it, and the poller's own retry
 * covers the rest.
 */
import { sdkRequestHandler } from '#shared/aws/request-handler.ts';

export interface LocalClientTimeouts {
  /** Milliseconds to open the TCP connection. */
  connectionTimeoutMs?: number;
  /**
   * Milliseconds a request may take, start to end. Above the longest SQS long poll the pollers
   * make (5 s), so an empty long poll is never cut short.
   */
  requestTimeoutMs?: number;
}

export const LOCAL_TIMEOUTS = { connectionTimeoutMs: 3_000, requestTimeoutMs: 15_000 } as const;

export function localClientConfig(endpoint: string, region: string, timeouts: LocalClientTimeouts = {}) {
  return {
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler: sdkRequestHandler(
      timeouts.requestTimeoutMs ?? LOCAL_TIMEOUTS.requestTimeoutMs,
      timeouts.connectionTimeoutMs ?? LOCAL_TIMEOUTS.connectionTimeoutMs,
    ),
  };
}
