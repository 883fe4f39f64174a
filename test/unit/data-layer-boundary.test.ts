/**
 * Every DynamoDB read and write of the service goes through shared/db/: no other module sends
 * a DynamoDB command, builds an expression by hand or holds the client, and one module
 * (shared/db/errors.ts) reads why a transaction was cancelled, so conditions, retries and error
 * mapping cannot drift apart. These scan the source as text, so a violation fails here before
 * any route runs.
 */
import { describe, expect, it } from 'vitest';
import { repoPath, sourceFiles } from '../support/source-files.ts';

// This file spells the forbidden patterns out in its own examples.
const FILES = sourceFiles(['shared', 'functions', 'infra', 'bench', 'scripts', 'test', 'examples'], /\.(ts|mts|cts|js|mjs|cjs)$/).filter(
  (f) => f.path !== repoPath(import.meta.filename),
);
const inDataLayer = (path: string) => path.startsWith('shared/db/');

/**
 * Outside shared/db/, only these may send DynamoDB commands themselves, each for a reason that
 * rules the data layer out:
 * - infra/local/: the local stack (creates the table, reads its stream, injects faults into the
 *   SDK); it is infrastructure that the service runs on, not the service.
 * - bench/floor/: the floor function is the bare-SDK baseline the bench measures the routes
 *   against; through the data layer it would measure the data layer.
 * - test/: tests read and seed the table directly to check what the service wrote, independently
 *   of the code under test; reading through shared/db/ would check the data layer with itself.
 */
const MAY_SEND_COMMANDS = ['infra/local/', 'bench/floor/', 'test/'];

/** Names ending in `Command` imported from a DynamoDB package, statically or dynamically. */
function dynamoCommandImports(text: string): string[] {
  const found: string[] = [];
  const staticImport = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@aws-sdk\/(?:lib|client)-dynamodb['"]/g;
  const dynamicImport = /\{([^}]*)\}\s*=\s*await\s+import\(\s*['"]@aws-sdk\/(?:lib|client)-dynamodb['"]\s*\)/g;
  for (const pattern of [staticImport, dynamicImport]) {
    for (const match of text.matchAll(pattern)) {
      for (const raw of match[1]!.split(',')) {
        const name = raw
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+|:/)[0]!
          .trim();
        if (/Command$/.test(name)) found.push(name);
      }
    }
  }
  // A namespace import hands over every command at once.
  if (/import\s+\*\s+as\s+\w+\s+from\s*['"]@aws-sdk\/(?:lib|client)-dynamodb['"]/.test(text)) found.push('* (namespace)');
  return found;
}

/**
 * A read of `CancellationReasons` (a property access, an optional chain, a destructuring). Building
 * an exception with `CancellationReasons: [...]`, as the local stack's fault injection and a unit
 * test of the error mapper do, is not a read.
 */
function readsCancellationReasons(text: string): boolean {
  return /CancellationReasons(?!\s*:)/.test(text.replace(/\{\s*CancellationReasons\s*:/g, '{'));
}

/** The parts of a DynamoDB request that spell an expression out by hand. */
const EXPRESSION_PARTS =
  /\b(?:ConditionExpression|UpdateExpression|KeyConditionExpression|FilterExpression|ProjectionExpression|ExpressionAttributeNames|ExpressionAttributeValues)\b/;

/**
 * Expression syntax in a string: a function of the condition language, a placeholder compared
 * with another, or an update clause. Conditions reach shared/db/ as plain values (`expect`), not
 * as text to splice in.
 */
const EXPRESSION_SYNTAX =
  /attribute_(?:not_)?exists\(|begins_with\(|[#:][A-Za-z_]\w*\s*(?:=|<>|<=|>=)\s*[:#][A-Za-z_]|\b(?:SET|REMOVE|ADD)\s+[#:]?[a-z_]+\s*(?:=|:|,)/;

/** The service's own code, where every table access must go through shared/db/ helpers. */
const isServiceCode = (path: string) =>
  (path.startsWith('shared/') && !inDataLayer(path)) || path.startsWith('functions/') || path.startsWith('scripts/');

describe('the data layer is the only way to the table', () => {
  it('finds the source it scans', () => {
    expect(FILES.some((f) => f.path === 'shared/db/errors.ts')).toBe(true);
    expect(FILES.filter((f) => f.path.startsWith('shared/domain/')).length).toBeGreaterThan(10);
  });

  it('sends DynamoDB commands only from shared/db/ and the allowed tooling', () => {
    const offenders = FILES.filter((f) => !inDataLayer(f.path) && !MAY_SEND_COMMANDS.some((p) => f.path.startsWith(p)))
      .map((f) => ({ path: f.path, commands: dynamoCommandImports(f.text) }))
      .filter((f) => f.commands.length > 0);
    expect(offenders).toEqual([]);
  });

  it('builds no DynamoDB expression and holds no client outside shared/db/', () => {
    const offenders = FILES.filter((f) => isServiceCode(f.path))
      .filter(
        (f) => EXPRESSION_PARTS.test(f.text) || EXPRESSION_SYNTAX.test(f.text) || /from\s*['"]#shared\/db\/client\.ts['"]/.test(f.text),
      )
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('reads transaction cancellation reasons only in shared/db/errors.ts', () => {
    const offenders = FILES.filter((f) => f.path !== 'shared/db/errors.ts' && readsCancellationReasons(f.text)).map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('recognises the patterns it forbids', () => {
    expect(dynamoCommandImports("import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';")).toEqual(['GetCommand']);
    expect(dynamoCommandImports("const { PutCommand: Put } = await import('@aws-sdk/lib-dynamodb');")).toEqual(['PutCommand']);
    expect(dynamoCommandImports("import type { AttributeValue } from '@aws-sdk/client-dynamodb';")).toEqual([]);
    expect(readsCancellationReasons('const old = error.CancellationReasons?.[1]?.Item;')).toBe(true);
    expect(readsCancellationReasons('const { CancellationReasons } = error;')).toBe(true);
    expect(readsCancellationReasons("new TransactionCanceledException({ message, CancellationReasons: [{ Code: 'None' }] })")).toBe(false);
    expect(EXPRESSION_PARTS.test("{ ConditionExpression: 'attribute_exists(pk)' }")).toBe(true);
    expect(EXPRESSION_SYNTAX.test("patchWebhook(t, id, { condition: '#status = :active' })")).toBe(true);
    expect(EXPRESSION_SYNTAX.test("{ condition: 'attribute_not_exists(failing_since)' }")).toBe(true);
    expect(EXPRESSION_SYNTAX.test("update += ' REMOVE next_retry_at'")).toBe(false);
    expect(EXPRESSION_SYNTAX.test("'SET attempts = :attempts'")).toBe(true);
    expect(EXPRESSION_SYNTAX.test("patchWebhook(t, id, { expect: { status: 'active' } })")).toBe(false);
  });
});
