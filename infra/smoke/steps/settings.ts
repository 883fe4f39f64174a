/**
 * Step 2: a settings round trip. Reads the sandbox networks, writes them back with the walk's
 * network added (PUT replaces the list, so the enabled ones are kept), and reads them back.
 * Nothing is weakened: approvals and the transfer policy are not touched.
 */
import { expectData, StepFailure, type ApiClient } from '#infra/smoke/client.ts';
import { NETWORK, type Step } from '#infra/smoke/step.ts';
import { waitFor } from '#infra/smoke/wait.ts';

const PATH = '/v1/workspace/networks';

interface Networks {
  enabled_networks: string[];
}

export const settings: Step = {
  name: 'settings',
  needs: 'envelope-auth',
  async run({ api, signal }) {
    const before = await enabled(api);
    const wanted = before.includes(NETWORK) ? before : [...before, NETWORK];
    const put = expectData<Networks>(await api.call('PUT', PATH, { body: { enabled_networks: wanted } }), 200);
    if (!sameSet(put.enabled_networks, wanted)) {
      throw new StepFailure(`PUT ${PATH} answered [${put.enabled_networks.join(', ')}] for [${wanted.join(', ')}]`);
    }
    // A deployed read may be eventually consistent for a moment after the write.
    await waitFor(signal, `GET ${PATH} to show [${wanted.join(', ')}]`, async () => {
      const now = await enabled(api);
      return sameSet(now, wanted) ? { done: true, value: now } : { done: false, seen: `[${now.join(', ')}]` };
    });
    const kept = before.filter((n) => n !== NETWORK);
    const keptNote = kept.length > 0 ? `, kept ${kept.join(', ')}` : '';
    return before.includes(NETWORK) ? `${NETWORK} already enabled${keptNote}` : `enabled ${NETWORK}${keptNote}`;
  },
};

async function enabled(api: ApiClient): Promise<string[]> {
  return expectData<Networks>(await api.call('GET', PATH), 200).enabled_networks;
}

const sameSet = (a: string[], b: string[]) => new Set(a).size === new Set(b).size && b.every((x) => a.includes(x));
