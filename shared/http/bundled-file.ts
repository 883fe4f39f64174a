/**
 * Reading a file a route lists in `bundledFiles`. In a deployed function the CDK bundling has
 * copied it beside the bundle (`/var/task/<name>`); locally the same package path is resolved
 * from node_modules. One function for both, so handlers never care where they run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file's text (UTF-8). Throws when it is neither beside the bundle nor resolvable. */
export function readBundledFile(packagePath: string): string {
  // In a bundle, import.meta.url is the bundle's own file, so this looks beside it.
  const beside = fileURLToPath(new URL(`./${basename(packagePath)}`, import.meta.url));
  const file = existsSync(beside) ? beside : createRequire(import.meta.url).resolve(packagePath);
  return readFileSync(file, 'utf8');
}
