/**
 * What runs locally is what is deployed: each function's environment in the running test stack
 * (its worker's variables) has exactly the names its synthesized Lambda function has, under the
 * same deployment settings, less the variables only a local run has.
 */
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_ONLY_VARIABLES, settingContextKey, type SettingName } from '#shared/wiring/settings.ts';
import { functionList } from '#shared/wiring/functions.ts';
import { functionPolicies } from './function-policies.ts';
import { synthesize } from './synth.ts';

const stack = inject('stack');

interface LocalFunctions {
  settings: Record<string, string>;
  functions: Record<string, { environment: string[] }>;
}

describe('function environments, local and deployed', () => {
  it('gives every function the same variable names in the local stack as in the template', async () => {
    const local = (await (await fetch(new URL('/__local/functions', stack.apiUrl))).json()) as LocalFunctions;
    const context = Object.fromEntries(
      Object.entries(local.settings).map(([name, value]) => [settingContextKey(name as SettingName), value]),
    );
    const deployed = functionPolicies(synthesize('dev', { bundle: false, context }));
    const localOnly = new Set<string>(LOCAL_ONLY_VARIABLES);
    const differences = functionList.flatMap((fn) => {
      const here = (local.functions[fn.id]?.environment ?? []).filter((name) => !localOnly.has(name)).sort();
      const there = Object.keys(deployed.get(fn.id)?.environment ?? {}).sort();
      return JSON.stringify(here) === JSON.stringify(there) ? [] : [`${fn.id}: local ${here.join(',')} / deployed ${there.join(',')}`];
    });
    expect(Object.keys(local.settings).length, 'the test stack runs with deployment settings').toBeGreaterThan(0);
    expect(differences).toEqual([]);
  });
});
