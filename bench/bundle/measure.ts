/** Bench section 1: every function's bundle bytes beside the floor's, with what makes up the difference. */
import path from 'node:path';
import { beyondFloor, type Contributor } from '#bench/bundle/attribute.ts';
import { buildBundle } from '#bench/bundle/build.ts';
import { bundleHints } from '#bench/bundle/hints.ts';
import type { BenchFunction, FunctionKind } from '#bench/functions.ts';
import { ratio } from '#bench/stats.ts';
import { ratioTargetFor } from '#bench/targets.ts';

export interface BundleRow {
  id: string;
  kind: FunctionKind;
  entry: string;
  bytes: number;
  /** Bytes over the floor's bytes. */
  ratio: number | null;
  meetsTarget: boolean;
  /** The largest additions over the floor. */
  beyondFloor: Contributor[];
  /** Known causes of weight recognised in the metafile (`bench/bundle/hints.ts`). */
  hints: string[];
}

export interface BundleSection {
  rows: BundleRow[];
  /** Path of each function's `index.mjs`, by id, for the cold-start runs. */
  files: Map<string, string>;
}

/** Builds every function (the floor first) into `<outDir>/<id>/index.mjs`. */
export async function measureBundles(functions: readonly BenchFunction[], outDir: string): Promise<BundleSection> {
  const built = [];
  // One at a time: esbuild already uses both cores for one build.
  for (const fn of functions) built.push({ fn, bundle: await buildBundle(fn.entry, path.join(outDir, fn.id)) });
  const floor = built.find((b) => b.fn.kind === 'floor');
  if (!floor) throw new Error('The floor must be among the functions measured.');
  const files = new Map(built.map((b) => [b.fn.id, b.bundle.file!]));
  const rows = built.map(({ fn, bundle }): BundleRow => {
    const r = ratio(bundle.bytes, floor.bundle.bytes);
    return {
      id: fn.id,
      kind: fn.kind,
      entry: fn.entry,
      bytes: bundle.bytes,
      ratio: r,
      meetsTarget: fn.kind === 'floor' || (r !== null && bundle.bytes <= ratioTargetFor(fn.id) * floor.bundle.bytes),
      beyondFloor: fn.kind === 'floor' ? [] : beyondFloor(bundle.metafile, floor.bundle.metafile),
      hints: bundleHints(bundle.metafile, fn.kind === 'route'),
    };
  });
  return { rows, files };
}
