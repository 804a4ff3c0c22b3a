'use client';

import { forwardRef, useId, type ReactNode } from 'react';
import { useMessages } from '../../messages/MessagesContext';
import { themeToggleMessages, type ThemeToggleMessages } from './messages';
import { Button } from '../Button';
import * as styles from './ThemeToggle.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

/** system follows the reader's operating system; parchment and ink force the light or dark theme. */
export type ThemeChoice = 'system' | 'parchment' | 'ink';

export interface ThemeToggleProps extends RootProps<'div', 'onChange'> {
  /** The current choice. */
  theme: ThemeChoice;
  /** Called with the new choice when the reader picks another; the site applies and persists it. */
  onChange: (theme: ThemeChoice) => void;
  /**
   * Where the choice is posted where scripts do not run: the group becomes a
   * form (`method="post"`), each button submits `theme` with its choice, and
   * the app's endpoint sets the choice and sends the reader back. With
   * scripts the buttons call `onChange` and post nothing. Without it, the
   * control is not offered where scripts do not run.
   */
  action?: string;
  /** The group's visible label; the messages' `label` ("Theme") when absent. */
  label?: ReactNode;
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<ThemeToggleMessages>;
}

/** Readers' words for the themes: parchment and ink are the brand's names, light and dark are what a reader looks for. */
const choices: ReadonlyArray<{ value: ThemeChoice; label: 'system' | 'light' | 'dark' }> = [
  { value: 'system', label: 'system' },
  { value: 'parchment', label: 'light' },
  { value: 'ink', label: 'dark' },
];

/** A labelled group of three toggle buttons (aria-pressed), exactly one pressed, that overrides the colour theme. */
export const ThemeToggle = forwardRef<HTMLDivElement, ThemeToggleProps>(function ThemeToggle({ theme, onChange, action, label, messages, className, ...rest }, ref) {
  const words = useMessages('themeToggle', themeToggleMessages, messages);
  const labelId = useId();
  const group = (
    <div ref={ref} role="group" aria-labelledby={labelId} {...rest} className={cx(styles.group, !action && styles.needsScript, className)}>
      <span id={labelId} className={styles.label}>
        {label ?? words.label}
      </span>
      <span className={styles.buttons}>
        {choices.map((choice) => {
          const pressed = choice.value === theme;
          return (
            <Button
              key={choice.value}
              size="small"
              variant={pressed ? 'primary' : 'ghost'}
              aria-pressed={pressed}
              {...(action ? { type: 'submit', name: 'theme', value: choice.value } : {})}
              onClick={(event) => {
                // With scripts the page changes in place; the post is for readers without them.
                event.preventDefault();
                if (!pressed) onChange(choice.value);
              }}
            >
              {words[choice.label]}
            </Button>
          );
        })}
      </span>
    </div>
  );
  // A form around the group works without scripts (a form may not itself be a group).
  return action ? (
    <form method="post" action={action} className={styles.form}>
      {group}
    </form>
  ) : (
    group
  );
});
