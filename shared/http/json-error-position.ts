/**
 * Where a text stops being JSON, for the 400 `invalid_json` answer: `JSON.parse` names a position
 * for some mistakes only, and quotes the caller's input in its message, which is never echoed.
 * A prefix of a JSON text is "viable" when it parses or fails only for want of more text; every
 * prefix of a viable one is viable, so the longest is found by bisection with the parser itself
 * (about 18 parses of a 256 KiB body), and the next character is the first that breaks the
 * grammar. Run only after `JSON.parse` has failed; it stays this small because every function
 * that takes a body carries it.
 */

export type JsonErrorPosition = {
  /** Characters (UTF-16 code units) before the first one that breaks the grammar. */
  offset: number;
  /** 1-based. */
  line: number;
  /** 1-based, in characters. */
  column: number;
};

function viable(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true;
  } catch (error) {
    // A position at the very end, or none with "end of JSON input", means only more text was missing.
    const { message } = error as Error;
    const at = /at position (\d+)/.exec(message);
    return at ? Number(at[1]) >= prefix.length : message === 'Unexpected end of JSON input' || !(error instanceof SyntaxError);
  }
}

/** Where `text`, which `JSON.parse` refused, first breaks the grammar. */
export function jsonErrorPosition(text: string): JsonErrorPosition {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (viable(text.slice(0, middle))) low = middle;
    else high = middle - 1;
  }
  const lines = text.slice(0, low).split('\n');
  return { offset: low, line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}
