/**
 * The operator CLI's command-line parser. Node's parseArgs finds the tokens; this decides what is
 * wrong with them and says so in the CLI's own words (naming the option and what it expects),
 * instead of passing on parseArgs's messages, which speak of its API ("argument is ambiguous",
 * "To specify an option argument starting with a dash...").
 */
import { parseArgs } from 'node:util';
import { UsageError } from '#infra/admin/usage.ts';

export interface OptionDef {
  type: 'string' | 'boolean';
  short?: string;
}

export type Values = Record<string, string | boolean | undefined>;

/** What each option's value looks like, for the messages (`--workspace <id>`). */
const VALUE_HINTS: Record<string, string> = {
  workspace: '<workspace id>',
  member: '<member id>',
  email: '<email>',
  'owner-email': '<email>',
  'owner-name': '<name>',
  name: '<name>',
  'key-name': '<name>',
  scopes: '<scope,scope>',
  environments: '<sandbox,live>',
  'expires-at': '<ISO 8601 time>',
  limit: '<1-1000>',
  operator: '<name>',
  table: '<table name>',
  region: '<region>',
  endpoint: '<url>',
};

export const optionUsage = (name: string, def: OptionDef) =>
  def.type === 'string' ? `--${name} ${VALUE_HINTS[name] ?? '<value>'}` : `--${name}`;

/**
 * Parses `args` against `options` for the command `command`. Refuses, with a UsageError: an
 * unknown option (with the nearest known one when it looks misspelt), a string option without
 * a value or given twice, a value on a flag, and any stray argument.
 */
export function parseCommandLine(command: string, args: string[], options: Record<string, OptionDef>): Values {
  const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
  const values: Values = {};
  const known = Object.keys(options);
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      throw new UsageError(`Unexpected argument "${token.value}" for ${command}: each value follows its option (--option value).`);
    }
    const def = options[token.name];
    if (!def) {
      const near = nearest(token.name, known);
      const guess = near ? ` Did you mean --${near}?` : '';
      throw new UsageError(
        `Unknown option ${token.rawName} for ${command}.${guess} Its options: ${known.map((name) => `--${name}`).join(', ')}.`,
      );
    }
    const usage = optionUsage(token.name, def);
    if (def.type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`--${token.name} takes no value.`);
      values[token.name] = true;
      continue;
    }
    // parseArgs (non-strict) takes the next argument as the value even when it is another
    // option: `--workspace --email a@b` would make "--email" the workspace id.
    const value = token.value;
    if (value === undefined || (!token.inlineValue && /^-(-|[A-Za-z]$)/.test(value))) {
      throw new UsageError(`${token.rawName} needs a value: ${usage}.`);
    }
    if (values[token.name] !== undefined) throw new UsageError(`--${token.name} is given twice; give it once: ${usage}.`);
    values[token.name] = value;
  }
  return values;
}

/** The known option closest to a misspelt one: a prefix either way (of 3+ letters), or at most two edits away. */
function nearest(name: string, known: string[]): string | undefined {
  const lower = name.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    if (lower.length >= 3 && (candidate.startsWith(lower) || lower.startsWith(candidate))) return candidate;
    const distance = editDistance(lower, candidate);
    if (distance <= 2 && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

/** Damerau-Levenshtein (optimal string alignment): a swapped pair of letters counts as one edit. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
