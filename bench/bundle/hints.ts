/**
 * Known causes of a heavy bundle or a slow init, recognised in esbuild's metafile, so the
 * report and the budget test say what to change rather than only that something grew.
 */
import type { Metafile } from 'esbuild';
import { bytesByOwner } from '#bench/bundle/attribute.ts';

/** Tree-shaken zod is ~93 kB today; all of it (40 locales included) is ~454 kB. */
const WHOLE_ZOD_BYTES = 200_000;

function inputs(metafile: Metafile): string[] {
  return Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs));
}

/** Hints for one function's bundle; `isRoute` is false for the floor and the fallback. */
export function bundleHints(metafile: Metafile, isRoute: boolean): string[] {
  const hints: string[] = [];
  if ((bytesByOwner(metafile).get('zod') ?? 0) > WHOLE_ZOD_BYTES) {
    hints.push("all of zod is bundled: a module does `import { z } from 'zod'`, which keeps zod's whole namespace; write `import * as z from 'zod'`");
  }
  if (isRoute && inputs(metafile).some((i) => i === 'shared/routes.ts' || i.endsWith('/shared/routes.ts'))) {
    hints.push("imports the whole route table (every area's schemas built at init): import the area's module, `#shared/routes/<area>.ts`");
  }
  return hints;
}
