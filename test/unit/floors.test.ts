/**
 * The floors of shared/ (docs/architecture.md): each room stands on the floors below it and never
 * imports a room above it, type-only imports included, so the vocabulary can be read without the
 * use cases and the data layer without HTTP. Like the data-layer boundary, this reads the source
 * as text: a back-up import fails here before anything runs.
 */
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files.ts';

/**
 * From the ground up. A room is a folder (ending in `/`) or a file; the longest matching room
 * places a file. Rooms on one floor may import each other.
 */
const FLOORS = [
  {
    name: 'model',
    // The vocabulary every layer speaks, the failures, who is calling: imports nothing above.
    rooms: ['shared/model/'],
  },
  {
    name: 'platform',
    // Configuration, logging, ids, AWS clients, the queue and what a function declares it uses.
    rooms: [
      'shared/log.ts',
      'shared/ids.ts',
      'shared/config.ts',
      'shared/config/',
      'shared/limits.ts',
      'shared/kms-keys.ts',
      'shared/secrets.ts',
      'shared/queues.ts',
      'shared/schedules.ts',
      'shared/streams.ts',
      'shared/uses.ts',
      // zod's English messages, loaded for their side effect by the configuration and validation.
      'shared/schemas/locale.ts',
      'shared/aws/',
      'shared/queue/',
      'shared/streams/',
      'shared/crypto/',
      'shared/webhooks/',
    ],
  },
  {
    name: 'data and wire',
    // The table (shared/db/), the outside services (adapters), and the request and response schemas.
    rooms: ['shared/db/', 'shared/adapters/', 'shared/schemas/', 'shared/responses/'],
  },
  {
    name: 'domain',
    // The use cases.
    rooms: ['shared/domain/', 'shared/audit.ts'],
  },
  {
    name: 'http',
    // The route table, the pipeline, the OpenAPI document and the wiring derived from the routes.
    rooms: ['shared/http/', 'shared/routes/', 'shared/routes.ts', 'shared/responses.ts', 'shared/openapi/', 'shared/wiring/'],
  },
  {
    name: 'functions',
    // The Lambda entries: thin, on top of everything.
    rooms: ['functions/'],
  },
  {
    name: 'fixtures',
    // The resources the tests, the bench and the scripts make through the API; no function bundles them.
    rooms: ['shared/fixtures/'],
  },
] as const;

/**
 * The imports that go up a floor today, each with its reason. Listed by importing room and
 * imported room; every one is type-only, so no function bundle carries a room above its own.
 */
const ALLOWED_UPWARD: readonly { from: string; to: string; reason: string }[] = [];

const FILES = sourceFiles(['shared', 'functions'], /\.(ts|mts|cts)$/);

function roomOf(path: string): { room: string; floor: number } | undefined {
  let best: { room: string; floor: number } | undefined;
  FLOORS.forEach((floor, index) => {
    for (const room of floor.rooms) {
      const matches = room.endsWith('/') ? path.startsWith(room) : path === room;
      if (matches && (!best || room.length > best.room.length)) best = { room, floor: index };
    }
  });
  return best;
}

interface Import {
  target: string;
  typeOnly: boolean;
}

/** The `#shared/` and `#functions/` modules a file imports or re-exports, statically or dynamically. */
function importsOf(text: string): Import[] {
  const found: Import[] = [];
  const statement = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]#((?:shared|functions)\/[^'"]+)['"]/g;
  for (const match of text.matchAll(statement)) {
    const names = match[3] ?? '';
    // `import { type A, type B }` is type-only as well.
    const inline = /^\{([^}]*)\}$/.exec(names.trim());
    const allInlineTypes =
      inline !== null &&
      inline[1]!
        .split(',')
        .filter((s) => s.trim())
        .every((s) => /^\s*type\s/.test(s));
    found.push({ target: match[4]!, typeOnly: match[2] !== undefined || allInlineTypes });
  }
  for (const match of text.matchAll(/(?:^|[;\n])\s*import\s*['"]#((?:shared|functions)\/[^'"]+)['"]/g)) {
    found.push({ target: match[1]!, typeOnly: false });
  }
  for (const match of text.matchAll(/(typeof\s+)?import\(\s*['"]#((?:shared|functions)\/[^'"]+)['"]\s*\)/g)) {
    found.push({ target: match[2]!, typeOnly: match[1] !== undefined });
  }
  return found;
}

/** Every import that reaches a floor above the importing file's. */
function upwardImports() {
  const found: { file: string; from: string; to: string; target: string; typeOnly: boolean }[] = [];
  for (const file of FILES) {
    const own = roomOf(file.path);
    if (!own) continue;
    for (const { target, typeOnly } of importsOf(file.text)) {
      const theirs = roomOf(target);
      if (theirs && theirs.floor > own.floor) found.push({ file: file.path, from: own.room, to: theirs.room, target, typeOnly });
    }
  }
  return found;
}

describe('the floors of shared/', () => {
  it('finds the source it reads', () => {
    expect(FILES.some((f) => f.path === 'shared/model/errors.ts')).toBe(true);
    expect(FILES.filter((f) => f.path.startsWith('shared/domain/')).length).toBeGreaterThan(10);
  });

  it('places every file of shared/ and functions/ on a floor', () => {
    expect(FILES.filter((f) => !roomOf(f.path)).map((f) => f.path)).toEqual([]);
  });

  it('imports across rooms only through the package aliases', () => {
    const relative = FILES.filter((f) => /(?:from\s*|import\(\s*)['"]\.\.?\//.test(f.text)).map((f) => f.path);
    expect(relative).toEqual([]);
  });

  it('never imports a room above, but for the listed exceptions', () => {
    const offenders = upwardImports()
      .filter((i) => !ALLOWED_UPWARD.some((a) => i.from === a.from && i.to === a.to && i.typeOnly))
      .map((i) => `${i.file} imports ${i.target} (${i.typeOnly ? 'type-only' : 'value'})`);
    expect(offenders).toEqual([]);
  });

  it('keeps the model free of anything above it', () => {
    const model = FILES.filter((f) => f.path.startsWith('shared/model/'));
    expect(model.length).toBeGreaterThan(10);
    const outside = model.flatMap((f) =>
      importsOf(f.text)
        .filter((i) => !i.target.startsWith('shared/model/'))
        .map((i) => `${f.path}: ${i.target}`),
    );
    expect(outside).toEqual([]);
  });

  it('lists only exceptions that are still in use', () => {
    const used = upwardImports();
    const stale = ALLOWED_UPWARD.filter((a) => !used.some((i) => i.from === a.from && i.to === a.to)).map((a) => `${a.from} -> ${a.to}`);
    expect(stale).toEqual([]);
  });

  it('recognises the imports it checks', () => {
    expect(importsOf("import * as keys from '#shared/db/keys.ts';")).toEqual([{ target: 'shared/db/keys.ts', typeOnly: false }]);
    expect(importsOf("import type { AuthContext } from '#shared/model/auth.ts';")).toEqual([
      { target: 'shared/model/auth.ts', typeOnly: true },
    ]);
    expect(importsOf("import { type A, type B } from '#shared/http/route.ts';")).toEqual([
      { target: 'shared/http/route.ts', typeOnly: true },
    ]);
    expect(importsOf("import { a, type B } from '#shared/http/route.ts';")).toEqual([{ target: 'shared/http/route.ts', typeOnly: false }]);
    expect(importsOf("import {\n  a,\n  b,\n} from '#shared/http/route.ts';")).toEqual([
      { target: 'shared/http/route.ts', typeOnly: false },
    ]);
    expect(importsOf("export { x } from '#shared/domain/x.ts';")).toEqual([{ target: 'shared/domain/x.ts', typeOnly: false }]);
    expect(importsOf("const { kms } = await import('#shared/aws/kms.ts');")).toEqual([{ target: 'shared/aws/kms.ts', typeOnly: false }]);
    expect(importsOf("let c: typeof import('#shared/aws/kms.ts') | undefined;")).toEqual([{ target: 'shared/aws/kms.ts', typeOnly: true }]);
    expect(importsOf("import '#shared/http/pipeline.ts';")).toEqual([{ target: 'shared/http/pipeline.ts', typeOnly: false }]);
    expect(roomOf('shared/schemas/locale.ts')?.floor).toBeLessThan(roomOf('shared/schemas/common.ts')!.floor);
    expect(roomOf('shared/model/errors.ts')?.floor).toBe(0);
  });
});
