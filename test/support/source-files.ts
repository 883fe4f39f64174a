/**
 * The repository's own source files, for tests that check a rule by reading the code as text
 * (the data-layer boundary, code comments). Dependencies, build output and the bench's results
 * are left out; paths are relative to the repository root, with forward slashes.
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const SKIPPED_DIRS = new Set(['node_modules', 'cdk.out', 'dist', 'results', '.git']);

/** Every file under `dirs` whose name matches `name`, with its text. */
export function sourceFiles(dirs: readonly string[], name: RegExp): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (name.test(entry.name)) {
        files.push({ path: repoPath(full), text: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const dir of dirs) walk(join(REPO_ROOT, dir));
  return files;
}

/** `file` (absolute) as a path from the repository root. */
export function repoPath(file: string): string {
  return relative(REPO_ROOT, file).split('\\').join('/');
}
