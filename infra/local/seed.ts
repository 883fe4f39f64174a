/**
 * The local stack's seed: one workspace with an owner and a full-access key, so `npm start`
 * is usable at once. With a data folder the seed is made once and its token remembered in
 * `<dataDir>/seed.json` (a local, throwaway secret) so later starts can print it again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Seed {
  workspaceId: string;
  token: string;
  /** True when an existing seed (from seed.json) was reused. */
  reused: boolean;
  /** The owner's one-time enrolment link's path (`/console/enrol#token=…`): a new one at every start, never stored. */
  ownerEnrolmentPath: string;
}

const SEED = { name: 'Local workspace', ownerEmail: 'owner@local.test', ownerName: 'Local owner' };

/**
 * Creates the seed workspace, or reuses the remembered one while it still exists in the table.
 * Call only after the local environment is applied: the modules it imports read configuration.
 */
export async function seedWorkspace(dataDir?: string): Promise<Seed> {
  const { createOwnerEnrolment, createWorkspace } = await import('#shared/domain/workspaces/provision.ts');
  const { getWorkspace } = await import('#shared/db/workspaces.ts');
  const file = dataDir ? join(dataDir, 'seed.json') : null;
  const remembered = file ? readSeed(file) : null;
  if (remembered && (await getWorkspace(remembered.workspaceId))) {
    const enrolment = await createOwnerEnrolment(remembered.workspaceId);
    return { ...remembered, reused: true, ownerEnrolmentPath: enrolment.enrolment_path };
  }
  const created = await createWorkspace(SEED);
  const seed = { workspaceId: created.workspace_id, token: created.token };
  if (file) writeFileSync(file, `${JSON.stringify(seed, null, 2)}\n`, { mode: 0o600 });
  return { ...seed, reused: false, ownerEnrolmentPath: created.enrolment.enrolment_path };
}

function readSeed(file: string): { workspaceId: string; token: string } | null {
  try {
    const seed = JSON.parse(readFileSync(file, 'utf8')) as { workspaceId?: unknown; token?: unknown };
    return typeof seed.workspaceId === 'string' && typeof seed.token === 'string'
      ? { workspaceId: seed.workspaceId, token: seed.token }
      : null;
  } catch {
    return null;
  }
}
