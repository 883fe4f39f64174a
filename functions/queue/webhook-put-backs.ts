/**
 * SQS consumer of the put-back queue: deliveries refused a lease, or of a parked webhook, come
 * back here after their delay and go through the same dispatch as the delivery queue's (attempted
 * if a lease is free now, put back here again if not). A retry after a failed attempt waits on
 * this queue, by the message's visibility, like one on the delivery queue.
 */
import * as config from '#shared/config.ts';
import { sqsConsumer } from '#shared/queue/consumer.ts';
import { deliveryMessageSchema } from '#shared/domain/webhooks/delivery-queue.ts';
import { dispatch } from '#shared/domain/webhooks/dispatch.ts';

export const handler = sqsConsumer({
  name: 'delivery',
  schema: deliveryMessageSchema,
  queueUrl: () => config.WEBHOOK_PUT_BACK_QUEUE_URL,
  describe: (message) => ({ delivery_id: message.delivery_id }),
  maxVisibilitySeconds: config.WEBHOOK_MAX_VISIBILITY_SECONDS,
  process: async (message) => {
    const outcome = await dispatch(message);
    return outcome.kind === 'done' ? { kind: 'done' } : { kind: 'later', seconds: outcome.delaySeconds };
  },
});
