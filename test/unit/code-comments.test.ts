/**
 * Code comments say why, and stay true: they quote no measured figure (it goes stale with the
 * next run; figures live in docs/performance.md and the bench report) and no issue number (the
 * code outlives the tracker; the reason belongs in the comment itself). A constant that is the
 * rule, such as a `256 KiB` body limit or a `30 s` timeout, is not a measurement and passes.
 */
import { describe, expect, it } from 'vitest';
import { repoPath, sourceFiles } from '../support/source-files.ts';

/** Generated from the OpenAPI document; its descriptions are the contract's text, not comments. */
const GENERATED = new Set(['sdk/src/generated/openapi.ts']);

/**
 * The comments of a TypeScript source, each with the line it starts on. Strings, template
 * literals (with their `${…}` parts) and regular expression literals are skipped, so a `//`
 * inside a URL or a pattern is not taken for a comment.
 */
function commentsOf(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let i = 0;
  let line = 1;
  // The last significant character outside comments and whitespace: after one of these a `/`
  // starts a regular expression, otherwise it divides.
  let previous = '';
  const templateDepths: number[] = [];
  let braceDepth = 0;
  const skipQuoted = (quote: string) => {
    i++;
    while (i < text.length && text[i] !== quote) {
      if (text[i] === '\\') i++;
      else if (text[i] === '\n') line++;
      i++;
    }
    i++;
  };
  const skipTemplate = () => {
    // From just after a backtick or a `}` closing a substitution, to the end of the template or the next `${`.
    while (i < text.length) {
      const c = text[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        return;
      } else if (c === '$' && text[i + 1] === '{') {
        i += 2;
        templateDepths.push(braceDepth);
        braceDepth++;
        return;
      } else {
        if (c === '\n') line++;
        i++;
      }
    }
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      i++;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out.push({ line, text: text.slice(i, stop) });
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      const body = text.slice(i, stop);
      out.push({ line, text: body });
      line += body.split('\n').length - 1;
      i = stop;
    } else if (c === '"' || c === "'") {
      skipQuoted(c);
      previous = 'a';
    } else if (c === '`') {
      i++;
      skipTemplate();
      previous = 'a';
    } else if (
      c === '/' &&
      (previous === '' ||
        /[(,=:[!&|?{};+\-*%<>~^]/.test(previous) ||
        /\b(?:return|typeof|case|of|in|void|await|yield)$/.test(text.slice(Math.max(0, i - 8), i).trimEnd()))
    ) {
      // A regular expression literal, with its character classes.
      i++;
      let inClass = false;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '\\') i++;
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i++;
      }
      i++;
      previous = 'a';
    } else {
      if (c === '{') braceDepth++;
      if (c === '}') {
        braceDepth--;
        if (templateDepths.length > 0 && templateDepths[templateDepths.length - 1] === braceDepth) {
          templateDepths.pop();
          i++;
          skipTemplate();
          previous = 'a';
          continue;
        }
      }
      previous = c;
      i++;
    }
  }
  return out;
}

const UNIT = '(?:ms|µs|ns|s|kB|KB|KiB|MB|MiB|GB|%|×)';
const NUMBER = String.raw`\d[\d.,_]*`;

/** What marks a figure as measured rather than a rule, each with why. */
const STALE = [
  // "issue 7", "issues 3 and 4", "#18": the tracker's numbers.
  { what: 'an issue number', pattern: /\bissues?\s+#?\d+|(?<![\w&#/$`'"-])#\d+\b/i },
  // "151 → 118 ms", "1.32× -> 1.29×": a before and after.
  { what: 'a before → after figure', pattern: new RegExp(String.raw`${NUMBER}\s*${UNIT}?\s*(?:→|->)\s*${NUMBER}\s*${UNIT}`) },
  // "measured 4.1 ms", "4.1 ms measured": a reading.
  {
    what: 'a measured figure',
    pattern: new RegExp(
      String.raw`\bmeasured\b[^.;]{0,40}?${NUMBER}\s*${UNIT}(?![\w])|${NUMBER}\s*${UNIT}(?![\w])[^.;]{0,20}?\bmeasured\b`,
      'i',
    ),
  },
  // "~450 kB", "about 2.3 MB", "~15–18 µs": a size or time known only approximately was read off a run.
  {
    what: 'an approximate measured size or time',
    pattern: new RegExp(
      String.raw`(?:~|\babout\s|\broughly\s|\baround\s)\s*${NUMBER}(?:\s*[–-]\s*${NUMBER})?\s*(?:ms|µs|ns|kB|KB|KiB|MB|MiB|%)(?![\w])`,
      'i',
    ),
  },
  // "5× faster", "30 % slower": a speed-up is a measurement.
  {
    what: 'a measured speed-up',
    pattern: new RegExp(String.raw`${NUMBER}\s*(?:×|%|x)\s*(?:faster|slower|smaller|larger|less|more)\b`, 'i'),
  },
];

function findings(text: string) {
  return commentsOf(text).flatMap((comment) =>
    comment.text
      .split('\n')
      .flatMap((lineText, k) =>
        STALE.filter((s) => s.pattern.test(lineText)).map((s) => ({ line: comment.line + k, what: s.what, text: lineText.trim() })),
      ),
  );
}

describe('code comments stay true', () => {
  it('quote no measured figure and no issue number', () => {
    const files = sourceFiles(['shared', 'functions', 'infra', 'bench', 'test', 'scripts'], /\.ts$/).filter(
      (f) => !GENERATED.has(f.path) && f.path !== repoPath(import.meta.filename),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => findings(f.text).map((x) => `${f.path}:${x.line}: ${x.what}: ${x.text}`));
    expect(found).toEqual([]);
  });

  it('tells a measurement from a rule', () => {
    const stale = [
      '// on the floor bundle: init CPU 151 → 118 ms',
      '/** The owner key (issue 17). */',
      '// see #18',
      '/* answer in 0.25 ms wall at p99, measured 4.1 ms CPU */',
      '// ~450 kB of JSON.stringify per request',
      '// about 2.3 MB that never changes',
      '// plain JSON.parse (about 5× faster)',
    ];
    const rules = [
      '// Every request is held to the 256 KiB limit (413).',
      '/** API Gateway allows at most 30 s. */',
      '// by default 5 s, 1 min, 5 min, 30 min, 2 h',
      '// keys: `EVENT#2`, `WS#<ws>#<env>`',
      "const url = 'https://example.com/#1'; // a URL is not a comment",
      "// the measured function's own logging",
      '// 1.2 × 74,165 s of delays, a visibility timeout per receive',
      '/** `"129.5"` → 1295/10. */',
    ];
    expect(stale.filter((s) => findings(s).length === 0)).toEqual([]);
    expect(rules.filter((s) => findings(s).length > 0)).toEqual([]);
  });

  it('reads comments, not strings, templates or patterns', () => {
    const text = [
      "const a = 'not // a comment';",
      'const b = `${x} /* nor this */ ${y}`;',
      'const c = /\\/\\/ nor [/] this/.test(s);',
      'const d = e / f; // but this is',
      '/* and this */',
    ].join('\n');
    expect(commentsOf(text).map((c) => [c.line, c.text])).toEqual([
      [4, '// but this is'],
      [5, '/* and this */'],
    ]);
  });
});
