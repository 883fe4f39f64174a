/**
 * After a load run: is every created resource accounted for? For each workspace the table is
 * read whole (both environments and the workspace-wide partition), items grouped by kind (their
 * `entity`) and identified by `id` (a ramp payment by its `reference`). Then:
 *  - every id a 201 returned is in the table, unless a delete removed it since;
 *  - every deleted id is gone;
 *  - in each kind a 201's id landed in, every item that was not there before is explained: its
 *    id came back in a 201, or it is a derived record of a resource that existed before under
 *    another kind (the outbound transaction of an earlier transfer has the transfer's id). So
 *    the count of 201s equals the count of new items, with no item unaccounted for.
 */
import { snapshotWorkspace } from '../resources/snapshot.ts';

export interface Ledger {
  created: Set<string>;
  deleted: Set<string>;
}

const idOf = (item: Record<string, unknown>): string | undefined =>
  typeof item.id === 'string' ? item.id : typeof item.reference === 'string' ? item.reference : undefined;

/** Item ids per kind (`entity`), for one workspace. */
export async function itemsByEntity(workspaceId: string): Promise<Map<string, Set<string>>> {
  const byEntity = new Map<string, Set<string>>();
  for (const item of Object.values(await snapshotWorkspace(workspaceId))) {
    const id = idOf(item);
    if (typeof item.entity !== 'string' || id === undefined) continue;
    if (!byEntity.has(item.entity)) byEntity.set(item.entity, new Set());
    byEntity.get(item.entity)!.add(id);
  }
  return byEntity;
}

/** Problems found (empty when everything is accounted for). */
export function account(before: Map<string, Set<string>>, after: Map<string, Set<string>>, ledger: Ledger): string[] {
  const problems: string[] = [];
  const kindsOf = (snapshot: Map<string, Set<string>>, id: string) => [...snapshot].filter(([, ids]) => ids.has(id)).map(([kind]) => kind);
  const existedBefore = new Set([...before.values()].flatMap((ids) => [...ids]));
  const checked = new Set<string>();
  for (const id of ledger.created) {
    const kinds = kindsOf(after, id);
    for (const k of kinds) checked.add(k);
    if (kinds.length === 0 && !ledger.deleted.has(id)) problems.push(`created ${id} (201) is not in the table`);
  }
  for (const id of ledger.deleted) if (kindsOf(after, id).length > 0) problems.push(`deleted ${id} is still in the table`);
  for (const kind of checked) {
    const had = before.get(kind) ?? new Set<string>();
    const unexplained = [...(after.get(kind) ?? [])].filter((id) => !had.has(id) && !ledger.created.has(id) && !existedBefore.has(id));
    if (unexplained.length > 0)
      problems.push(`${kind}: ${unexplained.length} new items no 201 accounts for (${unexplained.slice(0, 3).join(', ')})`);
  }
  return problems;
}
