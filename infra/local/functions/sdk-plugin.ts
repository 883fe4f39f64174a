/**
 * The SDK plugin a function's worker puts on every client (`shared/aws/client-plugins.ts`): before
 * each call it tells the host what the call is (service, action, the IAM actions it needs) and
 * does what the host says: go ahead, or fail as the SDK would on a real failure (fault
 * injection). It runs at the `initialize` step, before the SDK's retries, so one injected fault
 * is one failed `send()`. A lost answer is the exception: the call goes through, and a second
 * middleware, inside the SDK's retries, drops the first attempt's answer and raises a timeout,
 * so the SDK sends the same request again as it would in AWS.
 */
import type { FinalizeHandler, FinalizeHandlerArguments, HandlerExecutionContext } from '@smithy/types';
import type { ClientPlugin } from '#shared/aws/client-plugins.ts';
import { faultError, type FaultErrorInput } from '#infra/local/fault-errors.ts';
import { awsActions, serviceOfClient } from '#infra/local/functions/aws-actions.ts';
import type { SdkReply } from '#infra/local/functions/host.ts';
import type { SdkCallMessage } from '#infra/local/functions/protocol.ts';

export type AskHost = (call: Omit<SdkCallMessage, 'type' | 'id'>) => Promise<SdkReply>;

/** Reads whose consistency the fault trace records: DynamoDB Local answers them all consistently. */
const SINGLE_READS = new Set(['GetItem', 'Query', 'Scan']);

/** The call as the host sees it. */
export function describeCall(
  clientName: string | undefined,
  commandName: string | undefined,
  input: Record<string, unknown> | undefined,
  faultScope: string | undefined,
) {
  const service = serviceOfClient(clientName);
  const command = (commandName ?? '').replace(/Command$/, '');
  return {
    service,
    command,
    faultScope,
    ...(service === 'dynamodb' && SINGLE_READS.has(command) ? { consistentRead: input?.ConsistentRead === true } : {}),
    actions: awsActions(service, command, input),
  };
}

/** Set on a call's context when its first attempt's answer is to be lost. */
const LOSE_ANSWER = Symbol('loseAnswer');

export function hostPlugin(ask: AskHost, faultScope: () => string | undefined): ClientPlugin {
  return {
    applyToStack(stack) {
      stack.add(
        (next, context) => async (args) => {
          const reply = await ask(
            describeCall(context.clientName, context.commandName, args.input as Record<string, unknown> | undefined, faultScope()),
          );
          if (reply.verdict === 'fault' && reply.fault.error === 'lost_answer')
            (context as Record<symbol, unknown>)[LOSE_ANSWER] = reply.fault;
          else if (reply.verdict === 'fault') throw faultError(reply.fault, args);
          return next(args);
        },
        { step: 'initialize', name: 'localFunctionHost', override: true },
      );
      stack.addRelativeTo(
        // biome-ignore lint/suspicious/noExplicitAny: the middleware stack is typed per client; this one serves every client
        (next: FinalizeHandler<any, any>, context: HandlerExecutionContext) => async (args: FinalizeHandlerArguments<object>) => {
          const lost = (context as Record<symbol, FaultErrorInput | undefined>)[LOSE_ANSWER];
          if (!lost) return next(args);
          (context as Record<symbol, unknown>)[LOSE_ANSWER] = undefined;
          await next(args);
          throw faultError(lost, args);
        },
        { relation: 'after', toMiddleware: 'retryMiddleware', name: 'localLostAnswer', override: true },
      );
    },
  };
}
