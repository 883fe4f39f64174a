/**
 * Loads Lambda entry modules on first use, as a Lambda cold start would, and keeps them for
 * the process's life (a warm container). Loading lazily means a route whose entry file does
 * not exist yet fails only its own requests, never the gateway's startup.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The repository root: entries in the route and queue tables are relative to it. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

export type LambdaHandler = (event: never, context: never) => unknown;

/** Loads entries relative to a root; each file is imported at most once while it succeeds. */
export function createEntryLoader(rootDir: string = REPO_ROOT) {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return function loadHandler(entry: string): Promise<LambdaHandler> {
    let loading = cache.get(entry);
    if (!loading) {
      loading = importHandler(resolve(rootDir, entry));
      // A failed import is not kept: a missing entry may be written while the stack runs.
      loading.catch(() => cache.delete(entry));
      cache.set(entry, loading);
    }
    return loading;
  };
}

async function importHandler(file: string): Promise<LambdaHandler> {
  const module: { handler?: unknown } = await import(pathToFileURL(file).href);
  if (typeof module.handler !== 'function') throw new Error(`${file} does not export a function named handler.`);
  return module.handler as LambdaHandler;
}
