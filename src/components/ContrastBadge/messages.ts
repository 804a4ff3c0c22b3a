import type { MessagesOf } from '../../messages/format';

/** ContrastBadge's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const contrastBadgeMessages = {
  /** The grades' names: AA and AAA are WCAG's own names, Fail below AA. */
  AAA: 'AAA',
  AA: 'AA',
  Fail: 'Fail',
};

export type ContrastBadgeMessages = MessagesOf<typeof contrastBadgeMessages>;
