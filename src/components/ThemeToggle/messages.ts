import type { MessagesOf } from '../../messages/format';

/** ThemeToggle's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const themeToggleMessages = {
  /** The group's visible label, when the `label` prop is not given. */
  label: 'Theme',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

export type ThemeToggleMessages = MessagesOf<typeof themeToggleMessages>;
