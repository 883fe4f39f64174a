/**
 * SQS consumer of the webhook delivery queue. The batch's deliveries go out concurrently; a
 * delivery to retry is postponed by its backoff delay (the message's visibility), so SQS hands
 * it back when the delay has passed and waiting costs nothing. A delay longer than one receive
 * may hide the message (`WEBHOOK_MAX_VISIBILITY_SECONDS`) is carried over further receives.
 */
import * as config from '#shared/config.ts';
import { sqsConsumer } from '#shared/queue/consumer.ts';
import { deliveryMessageSchema } from '#shared/domain/webhooks/delivery-queue.ts';
import { dispatch } from '#shared/domain/webhooks/dispatch.ts';

export const handler = sqsConsumer({
  name: 'delivery',
  schema: deliveryMessageSchema,
  queueUrl: () => config.WEBHOOK_QUEUE_URL,
  describe: (message) => ({ delivery_id: message.delivery_id }),
  maxVisibilitySeconds: config.WEBHOOK_MAX_VISIBILITY_SECONDS,
  process: async (message) => {
    const outcome = await dispatch(message);
    return outcome.kind === 'done' ? { kind: 'done' } : { kind: 'later', seconds: outcome.delaySeconds };
  },
});
