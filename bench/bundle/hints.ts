/**
 * Known causes of a heavy bundle or a slow init, recognised in esbuild's metafile, so the
 * report and the budget test say what to change rather than only that something grew.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { bytesByOwner } from '#bench/bundle/attribute.ts';

/** Tree-shaken zod is ~93 kB today; all of it (40 locales included) is ~454 kB. */
const WHOLE_ZOD_BYTES = 200_000;
const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** `import { z } from 'zod'` (not `import type`): binds zod's whole namespace object. */
const NAMED_Z_IMPORT = /^import\s+\{[^}]*\bz\b[^}]*\}\s+from\s+['"]zod['"]/m;

function ownInputs(metafile: Metafile): string[] {
  return Object.values(metafile.outputs)
    .flatMap((o) => Object.keys(o.inputs))
    .filter((i) => !i.includes('node_modules/'));
}

/** Our source files in the bundle that import zod's namespace by name. */
function namedZodImporters(metafile: Metafile): string[] {
  return ownInputs(metafile).filter((file) => {
    try {
      return NAMED_Z_IMPORT.test(readFileSync(path.resolve(ROOT, file), 'utf8'));
    } catch {
      return false;
    }
  });
}

/** Hints for one function's bundle; `isRoute` is false for the floor and the fallback. */
export function bundleHints(metafile: Metafile, isRoute: boolean): string[] {
  const hints: string[] = [];
  if ((bytesByOwner(metafile).get('zod') ?? 0) > WHOLE_ZOD_BYTES) {
    const culprits = namedZodImporters(metafile);
    hints.push(
      "all of zod is bundled (its locales included) because of `import { z } from 'zod'`, which keeps zod's whole namespace; " +
        `write \`import * as z from 'zod'\`${culprits.length > 0 ? ` in ${culprits.join(', ')}` : ''}`,
    );
  }
  if (isRoute && ownInputs(metafile).some((i) => i === 'shared/routes.ts' || i.endsWith('/shared/routes.ts'))) {
    hints.push("the entry imports the whole route table, so every area's schemas are built at init: import its area's module, `#shared/routes/<area>.ts`");
  }
  return hints;
}
