import type { MessagesOf } from '../../messages/format';

/** ErrorSummary's words in English, the default. */
export const errorSummaryMessages = {
  /** The summary's heading, when the `title` prop is not given (GOV.UK's wording). */
  title: 'There is a problem',
};

export type ErrorSummaryMessages = MessagesOf<typeof errorSummaryMessages>;
