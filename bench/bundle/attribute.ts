/**
 * Where a bundle's bytes come from, from esbuild's metafile: bytes per package (or per folder
 * of our own code), and what a function carries beyond the floor. Used by the report and by
 * the budget test's failure message, so a regression names its cause.
 */
import type { Metafile } from 'esbuild';

/** `zod`, `@aws-sdk/core`, or our own folder (`shared/http`, `functions/api-keys`). */
export function ownerOf(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg?.[1]) return pkg[1];
  const parts = input.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : input;
}

/** Output bytes per owner. */
export function bytesByOwner(metafile: Metafile): Map<string, number> {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const owner = ownerOf(input);
      totals.set(owner, (totals.get(owner) ?? 0) + bytesInOutput);
    }
  }
  return totals;
}

export interface Contributor {
  owner: string;
  bytes: number;
}

/** The owners that add the most bytes over the floor, largest first. */
export function beyondFloor(fn: Metafile, floor: Metafile, top = 8): Contributor[] {
  const mine = bytesByOwner(fn);
  const base = bytesByOwner(floor);
  return [...mine.entries()]
    .map(([owner, bytes]) => ({ owner, bytes: bytes - (base.get(owner) ?? 0) }))
    .filter((c) => c.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}

/** `zod 93.1 kB, shared/http 6.0 kB, …` */
export function describeContributors(contributors: readonly Contributor[]): string {
  return contributors.map((c) => `${c.owner} ${(c.bytes / 1000).toFixed(1)} kB`).join(', ');
}
