/**
 * `/* @__PURE__ *\/ droppable(() => …)`: how every module-scope schema and route is declared.
 *
 * The value is built at import, exactly as a plain `const` would be. The difference is in the
 * bundle: esbuild keeps a module-scope call it cannot prove free of side effects even when its
 * result is never read, and every zod constructor is such a call, so a function that imported
 * one schema of a module used to carry, and build at cold start, all of that module's schemas
 * and everything they reference. A call marked `/* @__PURE__ *\/` whose argument is a function
 * has nothing left to keep, so an unused schema or route leaves the bundle whole, with the
 * schemas only it used. (esbuild honours `@__NO_SIDE_EFFECTS__` on a declaration only within
 * its own file, so the mark has to be at each call.) `test/infra/tree-shaking.test.ts` bundles
 * each schema and route module alone and fails when anything of it is left.
 */
export function droppable<T>(build: () => T): T {
  return build();
}
