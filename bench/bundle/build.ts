/**
 * Builds a function's bundle exactly as the CDK does (`infra/constructs/bundling.ts`), plus
 * esbuild's metafile, which says how many output bytes each input file contributed.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { BUNDLE_FILE, esbuildOptions } from '#infra/constructs/bundling.ts';

export interface BuiltBundle {
  /** Path of `index.mjs`, or null when built in memory. */
  file: string | null;
  bytes: number;
  metafile: Metafile;
}

/**
 * Bundles `entry` (relative to the repository root) into `<outDir>/index.mjs`, or in memory
 * when `outDir` is null. The metafile is extra output and leaves the bundle's bytes unchanged.
 */
export async function buildBundle(entry: string, outDir: string | null): Promise<BuiltBundle> {
  const outfile = path.join(outDir ?? path.join(process.cwd(), '.bench-in-memory'), BUNDLE_FILE);
  if (outDir) mkdirSync(outDir, { recursive: true });
  const result = await build({ ...esbuildOptions(entry, outfile), metafile: true, write: outDir !== null });
  const bytes = result.outputFiles ? result.outputFiles.reduce((sum, f) => sum + f.contents.byteLength, 0) : statSync(outfile).size;
  return { file: outDir ? outfile : null, bytes, metafile: result.metafile };
}
