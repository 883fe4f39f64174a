/** Small formatting helpers shared by the Markdown report and the console summary. */

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : `${value} ms`);

export const times = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value.toFixed(3)}×`);

export const usd = (value: number | undefined) => (value === undefined ? '–' : `$${value.toFixed(3)}`);

export const ok = (pass: boolean | undefined) => (pass === undefined ? '' : pass ? '✅' : '❌');

/** A Markdown table from a header row and body rows. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `{"200": 300}` → `200×300`. */
export function statusList(statuses: Record<string, number> | undefined): string {
  return Object.entries(statuses ?? {})
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
}
