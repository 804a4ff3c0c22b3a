'use client';

import { forwardRef, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useMessages } from '../../messages/MessagesContext';
import { cx } from '../../utils/cx';
import { mergeRefs } from '../../utils/mergeRefs';
import type { HeadingLevel } from '../../utils/headingLevel';
import type { RootProps } from '../../utils/rootProps';
import { errorSummaryMessages, type ErrorSummaryMessages } from './messages';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryError {
  /** The id of the field's control (a TextField's `id`, a Checkboxes' `idPrefix`): the link goes there. */
  target: string;
  /** The same words as the field's own error message. */
  text: ReactNode;
}

export interface ErrorSummaryProps extends RootProps<'div', 'title'> {
  /** One entry per field with an error, in the order of the fields on the page. Nothing is shown when empty. */
  errors: readonly ErrorSummaryError[];
  /** The heading; "There is a problem" by default. */
  title?: ReactNode;
  /** The heading's level. */
  headingLevel?: HeadingLevel;
  /**
   * Moves focus to the summary when it appears or its errors change (after a
   * failed submit), so keyboard and screen reader users start from it. On by
   * default; turn it off only where focus must stay put.
   */
  takeFocus?: boolean;
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<ErrorSummaryMessages>;
}

/**
 * The errors of a form, listed at its top after a failed submit (GOV.UK's
 * error summary): it takes focus and is announced, and each entry links to
 * its field, focusing the control with its label scrolled into view.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, title, headingLevel = 2, takeFocus = true, messages, className, ...rest },
  ref,
) {
  const words = useMessages('errorSummary', errorSummaryMessages, messages);
  const own = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  // The same errors keep focus where the reader is; a new set (a later failed submit) brings it back.
  const key = errors.map((error) => error.target).join(' ');
  useEffect(() => {
    if (takeFocus && key) own.current?.focus();
  }, [takeFocus, key]);
  if (errors.length === 0) return null;
  return (
    <div ref={mergeRefs(own, ref)} tabIndex={-1} aria-labelledby={titleId} {...rest} className={cx(styles.summary, className)}>
      <div role="alert">
        <Heading id={titleId} className={styles.title}>
          {title ?? words.title}
        </Heading>
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.target}>
              <a href={`#${error.target}`} className={styles.link} onClick={(event) => focusField(event, error.target)}>
                {error.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
});

/**
 * Focuses the control rather than only scrolling to it, and brings its label
 * (or its group's legend) into view above it, as GOV.UK Frontend does: the
 * browser's own jump would leave the label above the top of the screen.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const control = document.getElementById(target);
  if (!control) return;
  event.preventDefault();
  const legend = control.closest('fieldset')?.querySelector('legend');
  const label = legend ?? document.querySelector(`label[for="${CSS.escape(target)}"]`) ?? control;
  label.scrollIntoView();
  control.focus({ preventScroll: true });
}
