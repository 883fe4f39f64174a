/**
 * Scheduled: one pass of the live deposit watcher over every live chain (`watchLiveChains`).
 * With live custody off there is no chain to watch and the pass does nothing.
 */
import { watchLiveChains } from '#shared/domain/custody/live/deposits.ts';

export const handler = async (): Promise<{ chains: number }> => ({ chains: (await watchLiveChains()).length });
