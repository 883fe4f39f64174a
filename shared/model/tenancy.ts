/**
 * Who a request acts for: a workspace, in one of its two environments. Every layer speaks of the
 * tenant in these words; the wire schema (`environmentSchema`) and the table's keys are built on them.
 */

export const ENVIRONMENTS = ['sandbox', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** The partition of environment-scoped data: one workspace in one environment. */
export interface TenantScope {
  workspaceId: string;
  environment: Environment;
}
