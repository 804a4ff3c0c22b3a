/**
 * Docs pages follow the Theme toolbar. Storybook themes its Docs pages on its
 * own (always light unless told), so in the ink theme a story drew its light
 * text on Storybook's white page. This container gives the Docs page a
 * Storybook theme made from the same colour roles as the library's theme
 * (page, canvas, props table, code), switches it when the toolbar changes,
 * and sets `data-theme` on <html> for pages that render no story (the
 * Introduction), exactly as the story decorator does.
 *
 * Storybook's theme needs concrete colours (it derives shades from them), so
 * it reads tokens/themes.ts; preview-head.html also paints the docs page and
 * each story's canvas with the live custom properties, so nothing flashes
 * white between the toolbar change and this container's next render.
 */
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useLayoutEffect, useState, type PropsWithChildren } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { create, type ThemeVars } from 'storybook/theming';
import { themeColours, type ThemeName } from '../tokens/themes';

function docsTheme(name: ThemeName): ThemeVars {
  const colour = themeColours[name];
  return create({
    base: name === 'ink' ? 'dark' : 'light',
    colorPrimary: colour.accent,
    colorSecondary: colour.link,
    appBg: colour.surfaceRaised,
    appContentBg: colour.surface,
    appPreviewBg: colour.surface,
    appHoverBg: colour.surfaceSunken,
    appBorderColor: colour.borderSubtle,
    textColor: colour.text,
    textInverseColor: colour.surface,
    textMutedColor: colour.textMuted,
    barBg: colour.surfaceRaised,
    barTextColor: colour.textMuted,
    barHoverColor: colour.linkHover,
    barSelectedColor: colour.link,
    buttonBg: colour.surfaceRaised,
    buttonBorder: colour.border,
    inputBg: colour.surfaceRaised,
    inputBorder: colour.border,
    inputTextColor: colour.text,
  });
}

const docsThemes: Record<ThemeName, ThemeVars> = { parchment: docsTheme('parchment'), ink: docsTheme('ink') };

type Globals = Record<string, unknown> | undefined;

const themeOf = (globals: Globals): ThemeName => (globals?.theme === 'ink' ? 'ink' : 'parchment');

/**
 * The toolbar's globals when the page first renders. The docs context keeps
 * them in its story store, which its public type does not list.
 */
function initialGlobals(context: DocsContainerProps['context']): Globals {
  return (context as unknown as { store?: { userGlobals?: { get(): Globals } } }).store?.userGlobals?.get();
}

export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState<ThemeName>(() => themeOf(initialGlobals(context)));

  useEffect(() => {
    const onGlobals = ({ globals }: { globals: Globals }) => setTheme(themeOf(globals));
    context.channel.on(GLOBALS_UPDATED, onGlobals);
    return () => context.channel.off(GLOBALS_UPDATED, onGlobals);
  }, [context.channel]);

  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <DocsContainer context={context} theme={docsThemes[theme]}>
      {children}
    </DocsContainer>
  );
}
