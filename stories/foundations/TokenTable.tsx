/**
 * The table the foundation pages list tokens in, and the two names a token
 * goes by: the custom property designers and other apps write, and the `vars`
 * path a component's .css.ts file reads. Both come from `vars` itself rather
 * than being rebuilt from the key, so the pages show what the contract uses.
 */
import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../../tokens/theme.css';

/** `var(--pm-space-4)` as the bare property name, `--pm-space-4`. */
export function customProperty(reference: string): string {
  const match = /^var\((--[\w-]+)\)$/.exec(reference);
  if (!match) throw new Error(`Not a custom property reference: ${reference}`);
  return match[1];
}

/** `vars.fontSize.md`, or `vars.space['4']` where the key is not an identifier. */
export function varsPath(...path: string[]): string {
  return `vars${path.map((key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `['${key}']`)).join('')}`;
}

export const cellStyle: CSSProperties = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
};

/** A row header in the table's body type rather than bold, so the token name reads as data. */
export const rowHeaderStyle: CSSProperties = { ...cellStyle, fontWeight: vars.fontWeight.regular };

/** Code in a table cell; a token name stays on one line, a long value (`wrap`) may break anywhere. */
export function Code({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
  return (
    <code style={{ fontSize: '0.9em', ...(wrap ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }) }}>{children}</code>
  );
}

/** JSDoc as written, its `backticked` names set as code. */
export function DocText({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part));
}

/** A token's custom property and its `vars` path, one above the other. */
export function TokenNames({ reference, path }: { reference: string; path: string[] }) {
  return (
    <>
      <Code>{customProperty(reference)}</Code>
      <br />
      <Code>{varsPath(...path)}</Code>
    </>
  );
}

export interface TokenTableProps {
  /** What the table lists; also its accessible name. */
  caption: string;
  /** The column headings, left to right. */
  columns: string[];
  /** One `<tr>` per token, its first cell a `<th scope="row">`. */
  children: ReactNode;
}

export function TokenTable({ caption, columns, children }: TokenTableProps) {
  return (
    <table
      style={{
        borderCollapse: 'collapse',
        width: '100%',
        marginBottom: vars.space['8'],
        fontFamily: vars.font.ui,
        fontSize: vars.fontSize.sm,
        lineHeight: vars.lineHeight.snug,
        color: vars.color.text,
      }}
    >
      <caption
        style={{
          textAlign: 'left',
          paddingBottom: vars.space['2'],
          fontFamily: vars.font.display,
          fontSize: vars.fontSize.lg,
          fontWeight: vars.fontWeight.bold,
        }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" style={{ ...cellStyle, borderBottom: `2px solid ${vars.color.border}` }}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
