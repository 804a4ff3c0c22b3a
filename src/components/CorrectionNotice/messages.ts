import type { MessagesOf } from '../../messages/format';

/** CorrectionNotice's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const correctionNoticeMessages = {
  heading: { one: 'Correction', other: 'Corrections' },
  /** The policy link's text, when the `policyLabel` prop is not given. */
  policy: 'Read our corrections policy',
};

export type CorrectionNoticeMessages = MessagesOf<typeof correctionNoticeMessages>;
