/**
 * Plugins applied to every AWS SDK client the service creates. Nothing registers one in AWS;
 * the local stack registers its SDK call recorder and fault injection here, in each function's
 * worker before the function's code is imported, so every client of every function (the shared
 * DynamoDB and SQS clients, and clients created on first use such as Secrets Manager's) carries
 * them without the function knowing.
 */
import type { Pluggable } from '@smithy/types';

/**
 * A plugin of the SDK's middleware stack (`applyToStack`). Any client's: the plugins here look
 * at every call whatever its command, so the command types are left open.
 */
// biome-ignore lint/suspicious/noExplicitAny: a plugin is added to clients of every service, whose input and output types differ
export type ClientPlugin = Pluggable<any, any>;

const plugins: ClientPlugin[] = [];

/** Registers a plugin for every client created from now on. */
export function addClientPlugin(plugin: ClientPlugin): void {
  plugins.push(plugin);
}

/** Applies the registered plugins to a new client; every client of the service is made through this. */
export function withClientPlugins<C extends { middlewareStack: { use(plugin: ClientPlugin): void } }>(client: C): C {
  for (const plugin of plugins) client.middlewareStack.use(plugin);
  return client;
}
