/**
 * A sharded family's listing (shared/db/query-shards.ts) against DynamoDB Local: items spread
 * over 16 shard partitions page back newest first, each exactly once, whatever the page size, with
 * a filter that leaves most shards' pages empty, within a sort-key range, and from a cursor that
 * names no stored item; and a page reads about its own size, not 16 pages' worth.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { equalsFilter, queryShards, type ShardPageQuery } from '#shared/db/query-shards.ts';
import { SHARD_COUNTS, shardPartitionOf, shardPartitions } from '#shared/db/shards.ts';
import { newId } from '#shared/ids.ts';

const tenant = { workspaceId: `shardtest-${crypto.randomUUID().slice(0, 8)}`, environment: 'sandbox' as const };
/**
 * Not `EVENT#`: the table's stream hands every inserted `EVENT#` item to the outbox's fan-out,
 * which would take these bare rows for events and retry them, holding up the lanes they share
 * with every other test's events.
 */
const PREFIX = 'ROW#evt_';

interface Row {
  sk: string;
  kind: string;
}

async function seed(count: number): Promise<Row[]> {
  const rows: Row[] = [];
  const start = Date.now() - count;
  for (let i = 0; i < count; i++) {
    const id = newId(start + i).replaceAll('-', '');
    rows.push({ sk: PREFIX + id, kind: i % 5 === 0 ? 'rare' : 'common' });
  }
  for (let i = 0; i < rows.length; i += 25) {
    const batch = rows.slice(i, i + 25).map((row) => ({
      PutRequest: { Item: { pk: shardPartitionOf(tenant, 'EVENT', row.sk.slice('ROW#'.length)), ...row } },
    }));
    await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: batch } }));
  }
  return rows.sort((a, b) => (a.sk < b.sk ? 1 : -1));
}

async function pageAll(query: Omit<ShardPageQuery, 'partitions' | 'cursorPk'>): Promise<{ sks: string[]; pages: number }> {
  const sks: string[] = [];
  let startSk: string | undefined;
  let pages = 0;
  do {
    const page = await queryShards<Row>({ ...query, partitions: shardPartitions(tenant, 'EVENT'), cursorPk: 'WS#x' }, startSk);
    pages++;
    sks.push(...page.items.map((i) => i.sk));
    startSk = page.lastKey?.sk as string | undefined;
    expect(pages).toBeLessThan(1000);
  } while (startSk !== undefined);
  return { sks, pages };
}

describe('a listing merged from shard partitions', async () => {
  const rows = await seed(230);
  const all = { from: PREFIX, to: `${PREFIX}~` };

  it('pages every item exactly once, newest first, at every page size', async () => {
    expect(new Set(rows.map((r) => shardPartitionOf(tenant, 'EVENT', r.sk.slice(6)))).size).toBe(SHARD_COUNTS.EVENT);
    for (const limit of [1, 7, 50, 100]) {
      const { sks } = await pageAll({ ...all, limit });
      expect(sks).toEqual(rows.map((r) => r.sk));
    }
  });

  it('keeps the order and completeness under a filter most items fail', async () => {
    const { sks } = await pageAll({ ...all, filter: equalsFilter({ kind: 'rare' }), limit: 10 });
    expect(sks).toEqual(rows.filter((r) => r.kind === 'rare').map((r) => r.sk));
  });

  it('reads only the sort-key range, from a cursor that names no stored item', async () => {
    const range = { from: rows[150]!.sk, to: rows[20]!.sk };
    const between = (await pageAll({ ...range, limit: 25 })).sks;
    expect(between).toEqual(rows.slice(20, 151).map((r) => r.sk));
    const unstored = `${rows[60]!.sk.slice(0, -1)}${rows[60]!.sk.endsWith('0') ? '1' : '0'}`;
    const after = await queryShards<Row>({ ...all, partitions: shardPartitions(tenant, 'EVENT'), cursorPk: 'WS#x', limit: 5 }, unstored);
    expect(after.items.map((i) => i.sk)).toEqual(
      rows
        .filter((r) => r.sk < unstored)
        .slice(0, 5)
        .map((r) => r.sk),
    );
  });

  it('reads about a page of items for a page, not one page per shard', async () => {
    let read = 0;
    const send = db.send.bind(db);
    const spy = (async (command: { input: { Limit?: number } }) => {
      const out = (await send(command as never)) as { Items?: unknown[] };
      read += out.Items?.length ?? 0;
      return out;
    }) as typeof db.send;
    db.send = spy;
    try {
      await queryShards<Row>({ ...all, partitions: shardPartitions(tenant, 'EVENT'), cursorPk: 'WS#x', limit: 50 }, undefined);
    } finally {
      db.send = send;
    }
    expect(read).toBeLessThan(2 * 50 + 2 * SHARD_COUNTS.EVENT);
  });
});
