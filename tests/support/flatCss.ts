/**
 * A reader for the flat CSS of tokens.css, the compiled themes and Style
 * Dictionary's output: rules, optionally inside one @media, and nothing else.
 */
export interface CssRule {
  media: string | null;
  selector: string;
  declarations: Array<[string, string]>;
}

/**
 * Reads the flat CSS both files use (rules, optionally inside one @media) and
 * throws on anything else: an unclosed comment or brace, a stray `}`, a rule
 * inside a rule, a declaration that is not `name: value;`.
 */
export function parseCss(css: string): CssRule[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (source.includes('/*') || source.includes('*/')) throw new Error('Unclosed comment');
  const rules: CssRule[] = [];
  let media: string | null = null;
  let current: CssRule | null = null;
  let buffer = '';
  for (const char of source) {
    if (char === '{') {
      const prelude = buffer.trim();
      buffer = '';
      if (current) throw new Error(`A block inside the rule for ${current.selector}`);
      if (prelude.startsWith('@media')) {
        if (media) throw new Error(`@media inside ${media}`);
        media = prelude;
      } else if (prelude) {
        current = { media, selector: prelude, declarations: [] };
      } else {
        throw new Error('A block without a selector');
      }
    } else if (char === '}') {
      if (buffer.trim()) throw new Error(`Declaration without a semicolon: ${buffer.trim()}`);
      buffer = '';
      if (current) {
        rules.push(current);
        current = null;
      } else if (media) {
        media = null;
      } else {
        throw new Error('Unbalanced }');
      }
    } else if (char === ';') {
      if (!current) throw new Error(`Declaration outside a rule: ${buffer.trim()}`);
      const declaration = /^\s*([a-zA-Z-][\w-]*)\s*:\s*(\S.*?)\s*$/s.exec(buffer);
      if (!declaration) throw new Error(`Not a declaration: ${buffer.trim()}`);
      current.declarations.push([declaration[1], declaration[2]]);
      buffer = '';
    } else {
      buffer += char;
    }
  }
  if (current || media || buffer.trim()) throw new Error('Unclosed block at the end of the file');
  return rules;
}

/** The declarations in force per (media, selector), whichever rule they were written in. */
export function declarationsByContext(rules: CssRule[]): Record<string, Record<string, string>> {
  const contexts: Record<string, Record<string, string>> = {};
  for (const rule of rules) {
    const context = rule.media ? `${rule.media} ${rule.selector}` : rule.selector;
    contexts[context] ??= {};
    for (const [name, value] of rule.declarations) contexts[context][name] = value;
  }
  return contexts;
}

