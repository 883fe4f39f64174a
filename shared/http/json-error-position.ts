/**
 * Where a text stops being JSON (RFC 8259), for the 400 `invalid_json` answer: `JSON.parse`
 * names a position for some mistakes only, and quotes the caller's input in its message, which is
 * never echoed. Run only after `JSON.parse` has failed, so its cost is no request's but a bad one's.
 */

export type JsonErrorPosition = {
  /** Characters (UTF-16 code units) before the first one that breaks the grammar. */
  offset: number;
  /** 1-based. */
  line: number;
  /** 1-based, in characters. */
  column: number;
  /** True when the text ended where more was needed. */
  at_end: boolean;
};

class Stop {
  readonly offset: number;
  constructor(offset: number) {
    this.offset = offset;
  }
}

const DIGIT = /[0-9]/;
const HEX = /[0-9a-fA-F]/;
/** Deeper than the parser's own limit would overflow it first; the position is then left out. */
const MAX_DEPTH = 5000;

/** The first offset where `text` is not JSON, or null when it is (or nests too deeply to tell). */
export function jsonErrorPosition(text: string): JsonErrorPosition | null {
  let i = 0;
  const stop = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const expect = (char: string) => (text[i] === char ? i++ : stop());
  const digits = () => {
    if (!DIGIT.test(text[i] ?? '')) stop();
    while (DIGIT.test(text[i] ?? '')) i++;
  };
  const string = () => {
    expect('"');
    for (;;) {
      const c = text[i];
      if (c === undefined || c.charCodeAt(0) < 0x20) stop();
      i++;
      if (c === '"') return;
      if (c === '\\') {
        const escaped = text[i];
        if (escaped === 'u') {
          i++;
          for (let k = 0; k < 4; k++) {
            if (!HEX.test(text[i] ?? '')) stop();
            i++;
          }
        } else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) i++;
        else stop();
      }
    }
  };
  const number = () => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  const members = (depth: number) => {
    space();
    if (text[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      space();
      string();
      space();
      expect(':');
      value(depth + 1);
      space();
      if (text[i] !== ',') break;
      i++;
    }
    expect('}');
  };
  const elements = (depth: number) => {
    space();
    if (text[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      value(depth + 1);
      space();
      if (text[i] !== ',') break;
      i++;
    }
    expect(']');
  };
  const literal = () => {
    const word = ['true', 'false', 'null'].find((w) => w[0] === text[i]);
    if (!word) stop();
    for (const letter of word ?? '') expect(letter);
  };
  const value = (depth: number) => {
    if (depth > MAX_DEPTH) throw new RangeError('too deep');
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      members(depth);
    } else if (c === '[') {
      i++;
      elements(depth);
    } else if (c === '"') string();
    else if (c === '-' || DIGIT.test(c ?? '')) number();
    else literal();
  };
  try {
    value(0);
    space();
    if (i < text.length) stop();
    return null;
  } catch (error) {
    if (!(error instanceof Stop)) return null;
    const before = text.slice(0, error.offset);
    const lineStart = before.lastIndexOf('\n') + 1;
    return {
      offset: error.offset,
      line: before.split('\n').length,
      column: error.offset - lineStart + 1,
      at_end: error.offset >= text.length,
    };
  }
}
