import type { MessagesOf } from '../../messages/format';

/** CiteThis's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const citeThisMessages = {
  /** The heading, when the `title` prop is not given. */
  title: 'Cite this article',
  /** Each style's label, which says the edition followed. */
  chicago: 'Chicago (17th ed.)',
  mla: 'MLA (9th ed.)',
  apa: 'APA (7th ed.)',
  copy: 'Copy',
  /** Read after "Copy" by screen readers; {style} is the style's short name (Chicago, MLA, APA). */
  copyLabel: '{style} citation',
  copied: '{style} citation copied.',
  failed: 'Could not copy. Select the citation and copy it.',
};

export type CiteThisMessages = MessagesOf<typeof citeThisMessages>;
