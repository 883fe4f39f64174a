/**
 * The one place a create route's `dry_run` is decided (transfers, ramp payments): with it the
 * request is only evaluated (200, nothing written, `idempotency_key` ignored); without it the
 * resource is created, or replayed under its idempotency key.
 */
export type Submission<D, T> = { kind: 'dry_run'; data: D } | { kind: 'created'; data: T; replayed: boolean };

export async function dryRunOrCreate<D, T>(
  input: { dry_run?: boolean | undefined },
  dryRun: () => Promise<D>,
  create: () => Promise<{ data: T; replayed: boolean }>,
): Promise<Submission<D, T>> {
  if (input.dry_run) return { kind: 'dry_run', data: await dryRun() };
  return { kind: 'created', ...(await create()) };
}
