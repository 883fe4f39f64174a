/**
 * After a load run: is every created resource accounted for? For each workspace the table is
 * read whole (both environments and the workspace-wide partition); the items of the kinds the
 * create routes made (their `entity`) must number exactly what was there before and not deleted,
 * plus the 201s not deleted since, and each created id must be there unless it was deleted.
 */
import { snapshotWorkspace } from '../resources/snapshot.ts';

export interface Ledger {
  created: Set<string>;
  deleted: Set<string>;
}

/** Items with an `id` per entity, for one workspace. */
export async function itemsByEntity(workspaceId: string): Promise<Map<string, Set<string>>> {
  const byEntity = new Map<string, Set<string>>();
  for (const item of Object.values(await snapshotWorkspace(workspaceId))) {
    if (typeof item.entity !== 'string' || typeof item.id !== 'string') continue;
    if (!byEntity.has(item.entity)) byEntity.set(item.entity, new Set());
    byEntity.get(item.entity)!.add(item.id);
  }
  return byEntity;
}

/** Problems found (empty when everything is accounted for). */
export function account(before: Map<string, Set<string>>, after: Map<string, Set<string>>, ledger: Ledger): string[] {
  const problems: string[] = [];
  const entityOf = (id: string) => [...after].find(([, ids]) => ids.has(id))?.[0];
  const entities = new Set<string>();
  for (const id of ledger.created) {
    const entity = entityOf(id);
    if (entity) entities.add(entity);
    else if (!ledger.deleted.has(id)) problems.push(`created ${id} (201) is not in the table`);
  }
  for (const id of ledger.deleted) if (entityOf(id)) problems.push(`deleted ${id} is still in the table`);
  for (const entity of entities) {
    const kept = [...(before.get(entity) ?? [])].filter((id) => !ledger.deleted.has(id)).length;
    const expected = kept + [...ledger.created].filter((id) => !ledger.deleted.has(id) && entityOf(id) === entity).length;
    const actual = after.get(entity)?.size ?? 0;
    if (actual !== expected) problems.push(`${entity}: ${actual} items, expected ${expected}`);
  }
  return problems;
}
