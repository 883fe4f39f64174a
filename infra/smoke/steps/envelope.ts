/** Step 1: the envelope and authentication, the contract every other answer relies on. */
import { describeReply, expectData, StepFailure, type ApiReply } from '#infra/smoke/client.ts';
import type { Step } from '#infra/smoke/step.ts';

/** A cheap authenticated read every key with workspace:read may make. */
const READ_PATH = '/v1/workspace/networks';

export const envelopeAuth: Step = {
  name: 'envelope-auth',
  async run({ api }) {
    const anonymous = await api.call('GET', READ_PATH, { auth: false });
    if (anonymous.status !== 401 || anonymous.envelope?.error?.code !== 'unauthenticated') {
      throw new StepFailure(`${anonymous.label} without a key answered ${describeReply(anonymous)} (expected 401 unauthenticated)`);
    }
    if (anonymous.envelope.data !== null) throw new StepFailure(`${anonymous.label} without a key: the 401 envelope's data is not null`);
    checkRequestId(anonymous);

    const read = await api.call('GET', READ_PATH);
    const data = expectData<unknown>(read, 200);
    if (data === null || typeof data !== 'object') throw new StepFailure(`${read.label}: the 200 envelope's data is not an object`);
    checkRequestId(read);
    return undefined;
  },
};

/** The body's request_id and the X-Request-Id header must name the same request (docs/api.md, Conventions). */
function checkRequestId(reply: ApiReply): void {
  const id = reply.envelope?.request_id;
  if (typeof id !== 'string' || id === '') throw new StepFailure(`${reply.label} (${reply.status}): the envelope has no request_id`);
  const header = reply.headers.get('x-request-id');
  if (header !== id)
    throw new StepFailure(`${reply.label} (${reply.status}): X-Request-Id ${header ?? '(missing)'} differs from request_id ${id}`);
}
