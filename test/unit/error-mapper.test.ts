import { describe, expect, it } from 'vitest';
import { ThrottlingException, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { failureHeaders, statusOf, toApiError } from '#shared/http/error-mapper.ts';
import { ApiError } from '#shared/model/errors.ts';
import { refuse } from '#shared/model/api-keys/refusal.ts';
import { errorResponse } from '#shared/http/envelope.ts';

describe('toApiError', () => {
  it('keeps typed errors as they are', () => {
    const error = new ApiError('conflict', 'x');
    expect(toApiError(error)).toBe(error);
  });
  it('maps DynamoDB throttling to 503 with Retry-After', () => {
    for (const error of [
      new ThrottlingException({ message: 'slow down', $metadata: {} }),
      new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} }),
      Object.assign(new Error('socket'), { code: 'ECONNRESET' }),
    ]) {
      const mapped = toApiError(error);
      expect([statusOf(mapped), mapped.code, failureHeaders(mapped)['Retry-After']]).toEqual([503, 'service_unavailable', '1']);
    }
  });
  it('hides unexpected errors behind a generic 500', () => {
    const mapped = toApiError(new Error('secret table name leaked in message'));
    expect([statusOf(mapped), mapped.code]).toEqual([500, 'internal_error']);
    expect(mapped.message).not.toContain('secret');
    const response = errorResponse(mapped, 'r1');
    expect(JSON.parse(response.body as string)).toEqual({
      data: null,
      error: { code: 'internal_error', message: mapped.message },
      request_id: 'r1',
    });
  });
});

describe('transient failures found by the reliability suite', () => {
  it('maps an SDK request timeout and a transaction conflict to 503, but not a failed condition', async () => {
    const { TransactionCanceledException } = await import('@aws-sdk/client-dynamodb');
    const timeout = Object.assign(new Error('socket timed out'), { name: 'TimeoutError' });
    expect(toApiError(timeout).code).toBe('service_unavailable');
    const conflict = new TransactionCanceledException({
      message: 'x',
      $metadata: {},
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
    });
    expect(toApiError(conflict).code).toBe('service_unavailable');
    const condition = new TransactionCanceledException({
      message: 'x',
      $metadata: {},
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'TransactionConflict' }],
    });
    expect(toApiError(condition).code).toBe('internal_error');
  });
});

describe('failure headers', () => {
  it("sends a failure's retry hint as Retry-After, the scheme with unauthenticated and the methods with method_not_allowed", () => {
    expect(failureHeaders(new ApiError('identity_provider_unavailable', 'x', { retryAfterSeconds: 5 }))).toEqual({ 'Retry-After': '5' });
    expect(failureHeaders(refuse('revoked'))).toEqual({ 'WWW-Authenticate': 'Bearer' });
    const notAllowed = new ApiError('method_not_allowed', 'x', { details: { allowed_methods: ['GET', 'POST'] } });
    expect(failureHeaders(notAllowed)).toEqual({ Allow: 'GET, POST' });
    expect(failureHeaders(new ApiError('conflict', 'x'))).toEqual({});
  });

  it('gives every code the status the error table documents', () => {
    expect(statusOf(new ApiError('invalid_cursor', 'x'))).toBe(400);
    expect(statusOf(new ApiError('identity_provider_unavailable', 'x'))).toBe(502);
    expect(statusOf(new ApiError('transfer_policy_violation', 'x'))).toBe(422);
  });
});
