/**
 * Reading the variables of `shared/config/variables.ts`: one at a time for a function's own
 * (`setting`, what `shared/config.ts` exports), or all at once (`readConfig`, for the CDK's synth
 * and tools). Reads no environment at import.
 */
import * as variables from '#shared/config/variables.ts';
import type { Variable } from '#shared/config/variables.ts';

export type Config = { readonly [K in keyof typeof variables]: ReturnType<(typeof variables)[K]['read']> };

/** `name: message` for each problem of `text` as the value of `name`. */
function problemsOf(name: string, variable: Variable<unknown>, text: string | undefined): string[] {
  const parsed = variable.check.safeParse(text);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${name}: ${i.message}`);
}

const HYBRID_NEEDS_PARTNER = 'PARTNER_BASE_URL: required when PROVIDER_NETWORK_MODE is hybrid';

/**
 * Every variable's value in `env`; throws, naming every bad variable, when it is not valid. For
 * tools and the CDK's synth (a bad deployment setting fails there); a function reads only its own
 * variables (`shared/config.ts`).
 */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const problems = Object.entries(variables).flatMap(([name, v]) => problemsOf(name, v, env[name]));
  if (env.PROVIDER_NETWORK_MODE === 'hybrid' && env.PARTNER_BASE_URL === undefined) problems.push(HYBRID_NEEDS_PARTNER);
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return Object.fromEntries(Object.entries(variables).map(([name, v]) => [name, v.read(env[name])])) as Config;
}

/** The value of the variable `name` of this process's environment; throws at import when its text is not valid. */
export function setting<T>(name: string, variable: Variable<T>, env: NodeJS.ProcessEnv = process.env): T {
  const problems = problemsOf(name, variable, env[name]);
  if (name === 'PROVIDER_NETWORK_MODE' && env[name] === 'hybrid' && env.PARTNER_BASE_URL === undefined) problems.push(HYBRID_NEEDS_PARTNER);
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return variable.read(env[name]);
}
