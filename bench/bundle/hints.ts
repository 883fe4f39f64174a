/**
 * Known causes of a heavy bundle or a slow init, recognised in esbuild's metafile, so the
 * report and the budget test say what to change rather than only that something grew.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { bytesByOwner } from '#bench/bundle/attribute.ts';

/**
 * Well above tree-shaken zod/mini and well below all of zod with its locales (their sizes are in
 * docs/performance.md), so only a whole-zod import crosses it.
 */
const WHOLE_ZOD_BYTES = 200_000;
const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** `import { z } from 'zod'` (not `import type`): binds zod's whole namespace object. */
const NAMED_Z_IMPORT = /^import\s+\{[^}]*\bz\b[^}]*\}\s+from\s+['"]zod(?:\/mini)?['"]/m;
/** `z.locales.en()`: reaches the locales through the namespace, so every locale is kept. */
const LOCALES_NAMESPACE = /\bz\.locales\./;
/** A value import of classic zod (`import * as z from 'zod'`), whose schema classes carry every method. */
const CLASSIC_IMPORT = /^import\s+(?!type\b)[^;]*\bfrom\s+['"]zod(?:\/v4)?['"]/m;

function ownInputs(metafile: Metafile): string[] {
  return Object.values(metafile.outputs)
    .flatMap((o) => Object.keys(o.inputs))
    .filter((i) => !i.includes('node_modules/'));
}

/** Our source files in the bundle whose text matches `pattern`. */
function ownFilesMatching(metafile: Metafile, pattern: RegExp): string[] {
  return ownInputs(metafile).filter((file) => {
    try {
      return pattern.test(readFileSync(path.resolve(ROOT, file), 'utf8'));
    } catch {
      return false;
    }
  });
}

/** Output bytes of zod's classic API (`zod/v4/classic/*`). */
function classicZodBytes(metafile: Metafile): number {
  return Object.values(metafile.outputs)
    .flatMap((o) => Object.entries(o.inputs))
    .filter(([input]) => input.includes('node_modules/zod/v4/classic/'))
    .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
}

const inFiles = (files: readonly string[]) => (files.length > 0 ? ` in ${files.join(', ')}` : '');

/** Hints for one function's bundle; `isRoute` is false for the floor and the fallback. */
export function bundleHints(metafile: Metafile, isRoute: boolean): string[] {
  const hints: string[] = [];
  if ((bytesByOwner(metafile).get('zod') ?? 0) > WHOLE_ZOD_BYTES) {
    const culprits = [...new Set([...ownFilesMatching(metafile, NAMED_Z_IMPORT), ...ownFilesMatching(metafile, LOCALES_NAMESPACE)])];
    hints.push(
      "all of zod is bundled (its locales included) because of `import { z } from 'zod/mini'` or `z.locales.…`, which keep zod's whole namespace; " +
        `write \`import * as z from 'zod/mini'\` and import a locale by name from 'zod/locales'${inFiles(culprits)}`,
    );
  }
  if (classicZodBytes(metafile) > 0) {
    hints.push(
      'classic zod is bundled beside zod/mini (its schema classes carry every method, ~60 kB more); ' +
        `write \`import * as z from 'zod/mini'\`${inFiles(ownFilesMatching(metafile, CLASSIC_IMPORT))}`,
    );
  }
  if (isRoute && ownInputs(metafile).some((i) => i === 'shared/routes.ts' || i.endsWith('/shared/routes.ts'))) {
    hints.push(
      "the entry imports the whole route table, so every area's schemas are built at init: import its area's module, `#shared/routes/<area>.ts`",
    );
  }
  return hints;
}
