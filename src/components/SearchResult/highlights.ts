/** A run of snippet text, marked when the search service wrapped it in `<mark>…</mark>`. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const OPEN = '<mark>';
const CLOSE = '</mark>';

/**
 * Splits a snippet on the exact markers `<mark>` and `</mark>`. This is string
 * splitting, not HTML parsing: every other angle bracket stays literal text,
 * and a marker without its partner is kept as text too.
 */
export function splitHighlights(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let rest = snippet;
  while (rest) {
    const open = rest.indexOf(OPEN);
    const close = open === -1 ? -1 : rest.indexOf(CLOSE, open + OPEN.length);
    if (open === -1 || close === -1) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, open), false);
    push(rest.slice(open + OPEN.length, close), true);
    rest = rest.slice(close + CLOSE.length);
  }
  return parts;
}
