/**
 * Components an app can extend: each forwards `className` (added to its
 * own, never replacing it), `style`, its `ref` and the rest of its root
 * element's props (`id`, `data-*`, `aria-*`...) to that root element.
 * Each component is rendered from its first story, with those props added.
 */
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { createRef, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

const storyModules = import.meta.glob<Record<string, unknown>>('../../stories/*.stories.tsx', { eager: true });

/** Every component but TextField, Textarea and Select, whose ref and props go to their control (tests/components/forms.test.tsx). */
const extensible = [
  'Box', 'Stack', 'Inline', 'Columns', 'Field', 'Fieldset', 'Checkboxes', 'Radios', 'ErrorSummary',
  'DataTable', 'AccessNotice', 'AccountCard', 'AdminArticlesTable', 'AdminFilters', 'AdminToolsCard', 'ArticleCard', 'Badge', 'Breadcrumbs', 'Byline', 'CardGrid',
  'CategoryRail', 'Chip', 'CiteThis', 'ClassroomNotes', 'ColorSwatch', 'ContrastBadge', 'CorrectionNotice', 'CorrectionsLog',
  'DisclosureNote', 'DocumentExcerpt', 'EditorialStandards', 'EmptyState', 'ErrorState', 'FilterBar', 'HeroImage', 'KeyFacts',
  'LinkButton', 'LoadingState', 'NoteRef', 'NotFound', 'PageHeader', 'Pagination', 'ParchmentProvider', 'PopularTopics', 'QuoteBlock', 'RichBody', 'SearchBox', 'SearchResult',
  'SearchSummary', 'ShareButton', 'SignInPanel', 'SiteFooter', 'SiteHeader', 'SkipLink', 'SourceList', 'TableOfContents', 'TagList', 'ThemeToggle', 'Timeline',
];

/** Components whose own `id` prop names something inside them (NoteRef's is its link's, for back links). */
const ownId = new Set(['NoteRef']);

type Extended = ComponentType<Record<string, unknown>>;

describe.each(extensible)('%s', (name) => {
  it('forwards className (beside its own), style, ref, id and data-* to its root element', () => {
    const module = storyModules[`../../stories/${name}.stories.tsx`];
    expect(module, `stories/${name}.stories.tsx`).toBeDefined();
    const Story = Object.values(composeStories(module as Parameters<typeof composeStories>[0]))[0] as unknown as Extended;
    const ref = createRef<HTMLElement>();
    render(<Story className="app-class" style={{ marginTop: '7px' }} id="app-id" data-app="yes" ref={ref} />);
    const root = ref.current;
    expect(root).toBeInstanceOf(HTMLElement);
    expect(root).toHaveClass('app-class');
    // Its own class stays: the app adds to the component's look, it does not replace it.
    expect(root!.classList.length).toBeGreaterThan(1);
    expect(root!.style.marginTop).toBe('7px');
    if (!ownId.has(name)) expect(root).toHaveAttribute('id', 'app-id');
    expect(root).toHaveAttribute('data-app', 'yes');
  });
});
