/**
 * Matching a request path to a path template of the OpenAPI document, independently of the
 * route table's matcher: `{name}` takes one non-empty segment, and a template with more literal
 * segments wins (`/v1/x/new` over `/v1/x/{id}`), as API Gateway and the spec's rules do.
 */

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The template of `templates` that `rawPath` (percent-encoded, without query) matches, or null. */
export function matchPathTemplate(templates: readonly string[], rawPath: string): string | null {
  const segments = rawPath.split('/');
  let best: { template: string; literals: number } | null = null;
  for (const template of templates) {
    const parts = template.split('/');
    if (parts.length !== segments.length) continue;
    let literals = 0;
    const matches = parts.every((part, i) => {
      const actual = segments[i] ?? '';
      if (/^\{[^}]+\}$/.test(part)) return actual !== '';
      literals++;
      return decode(actual) === part;
    });
    if (matches && (!best || literals > best.literals)) best = { template, literals };
  }
  return best?.template ?? null;
}
