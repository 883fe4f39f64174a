/**
 * Every AWS call each function made during the run, against that function's synthesized IAM
 * policy. The local stack's function host logged each call's IAM action and resource (as the
 * emulators check no IAM, this is the only place a missing grant can show before a deploy), and
 * so did the in-process gateways of the hybrid tests. Runs after every other test file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { functionList } from '#shared/wiring/functions.ts';
import type { LoggedCall } from '#infra/local/functions/aws-call-log.ts';
import { IN_PROCESS_AWS_CALLS_DIR } from '../support/in-process-gateway.ts';
import { functionPolicies, isAllowed, type PolicyStatement } from '../infra/function-policies.ts';
import { synthesize } from '../infra/synth.ts';

const stack = inject('stack');

async function recordedCalls(): Promise<Map<string, LoggedCall[]>> {
  const res = await fetch(new URL('/__local/aws-calls', stack.apiUrl));
  const local = ((await res.json()) as { functions: Record<string, LoggedCall[]> }).functions;
  const merged = new Map<string, LoggedCall[]>(Object.entries(local));
  const dir = join(stack.stateDir, IN_PROCESS_AWS_CALLS_DIR);
  const files = (() => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  })();
  for (const file of files) {
    const more = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, LoggedCall[]>;
    for (const [id, calls] of Object.entries(more)) merged.set(id, [...(merged.get(id) ?? []), ...calls]);
  }
  return merged;
}

/** Every action and resource an Allow statement names, one pair each (wildcards as written). */
function grantedPairs(statements: readonly PolicyStatement[]): { action: string; resource: string; statement: PolicyStatement }[] {
  return statements
    .filter((s) => s.effect === 'Allow')
    .flatMap((statement) =>
      statement.actions.flatMap((action) => statement.resources.map((resource) => ({ action, resource, statement }))),
    );
}

describe('IAM conformance of every AWS call the tests made', () => {
  it('finds every recorded call allowed by its function’s own synthesized policy', async () => {
    const calls = await recordedCalls();
    const policies = functionPolicies(synthesize('dev', { bundle: false }));
    const denied: string[] = [];
    let checked = 0;
    for (const [functionId, logged] of calls) {
      const policy = policies.get(functionId);
      if (!policy) {
        denied.push(`${functionId}: no such function in the template`);
        continue;
      }
      for (const call of logged) {
        checked++;
        if (!isAllowed(policy.statements, call.action, call.resource))
          denied.push(`${functionId}: ${call.action} on ${call.resource} (${call.count}×)`);
      }
    }
    expect(denied).toEqual([]);

    // What no test used: grants (kept, but worth a look) and functions never invoked.
    const unused: string[] = [];
    for (const [functionId, policy] of policies) {
      const used = calls.get(functionId) ?? [];
      if (used.length === 0) continue;
      const idle = grantedPairs(policy.statements)
        // The Lambda runtime writes the function's logs with these, not the function's code.
        .filter((pair) => pair.resource !== 'log-group')
        .filter(
          (pair) =>
            !used.some((c) => isAllowed([{ effect: 'Allow', actions: [pair.action], resources: [pair.resource] }], c.action, c.resource)),
        )
        .map((pair) => `${pair.action} ${pair.resource}`);
      if (idle.length > 0) unused.push(`${functionId}: ${idle.join(', ')}`);
    }
    const idle = functionList.filter((fn) => !calls.has(fn.id) && fn.table !== 'none').map((fn) => fn.id);
    console.log(
      `[iam] ${checked} distinct calls of ${calls.size} functions checked against their policies: ${denied.length} denied; ` +
        `grants no test used, in ${unused.length} of the invoked functions${unused.length ? `:\n  ${unused.join('\n  ')}` : ''}` +
        `${idle.length ? `\n[iam] functions no test invoked: ${idle.join(', ')}` : ''}`,
    );
  });
});
