/**
 * The library in another language: every string a component shows comes
 * from its messages (English by default) and every date from its locale.
 * Client components read them from the provider; server components take the
 * same messages as a prop (src/messages, the Translating guide).
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  AdminArticlesTable,
  Byline,
  CorrectionNotice,
  englishMessages,
  formatMessage,
  Pagination,
  ParchmentProvider,
  SearchBox,
  SearchSummary,
  SiteHeader,
  SkipLink,
  SourceList,
  spanishMessages,
  TableOfContents,
  ThemeToggle,
  type Message,
} from '../../src';

const es = spanishMessages;

/** A page of the library's parts, in Spanish: the provider for the client components, props for the server ones. */
function SpanishPage() {
  return (
    <ParchmentProvider messages={es} locale="es-US">
      <SkipLink messages={es.skipLink} />
      <SiteHeader brandName="Parchment" navigation={[{ href: '/', label: 'Inicio' }]} currentPath="/" search={{ action: '/search' }} themeControl={<ThemeToggle theme="system" onChange={() => {}} />} />
      <main id="main">
        <Byline
          authorName="Mesa de Historia"
          publishedDate="1791-12-15"
          updatedDate="1792-01-02"
          readTime={7}
          reviewerName="Ana Ruiz"
          shareUrl="https://parchment.example/articles/bill-of-rights"
          shareTitle="La Carta de Derechos"
          messages={es.byline}
          locale="es-US"
        />
        <TableOfContents items={[{ id: 'origins', text: 'Orígenes', level: 2 }]} />
        <CorrectionNotice corrections={[{ date: '2026-11-25', text: 'Se corrigió una fecha.' }]} policyHref="/politica" messages={es.correctionNotice} locale="es-US" />
        <SourceList sources={[{ id: 'bill-of-rights', title: 'Carta de Derechos', url: 'https://www.archives.gov/', publisher: 'Archivos Nacionales', date: '1791-12-15', type: 'primary' }]} backHref="#note-{source}" messages={es.sourceList} locale="es-US" />
        <SearchBox value="" onChange={() => {}} onSubmit={() => {}} />
        <SearchSummary state="results" count={1200} messages={es.searchSummary} locale="es-US" />
        <Pagination page={2} perPage={20} total={57} shown={20} onPageChange={() => {}} />
        <AdminArticlesTable rows={[]} state="ready" articleHref="/articles/{slug}" messages={es.adminArticlesTable} locale="es-US" />
      </main>
    </ParchmentProvider>
  );
}

describe('a page in Spanish', () => {
  it('names its landmarks and controls in Spanish', () => {
    render(<SpanishPage />);
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tema' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oscuro' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar en el archivo' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar en el archivo' })).toHaveAttribute('placeholder', 'Busque temas, personas o acontecimientos...');
    expect(screen.getByRole('navigation', { name: 'En esta página' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al texto: fuente 1' })).toBeInTheDocument();
  });

  it('writes its sentences, counts and dates in Spanish', () => {
    render(<SpanishPage />);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Por Mesa de Historia');
    expect(main).toHaveTextContent('Publicado el 15 de diciembre de 1791');
    expect(main).toHaveTextContent('Actualizado el 2 de enero de 1792');
    expect(main).toHaveTextContent('7 min de lectura');
    expect(main).toHaveTextContent('Revisado por Ana Ruiz');
    expect(screen.getByRole('heading', { name: 'Corrección' })).toBeInTheDocument();
    expect(main).toHaveTextContent('25 de noviembre de 2026: Se corrigió una fecha.');
    expect(screen.getByRole('link', { name: 'Lea nuestra política de correcciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fuentes' })).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Fuentes' }).parentElement!).getByText('Primaria')).toBeInTheDocument();
    // Spanish writes thousands with a comma in the United States (es-US) and the plural form for 1,200.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(
      expect.arrayContaining(['Se encontraron 1,200 resultados', 'Mostrando 20 de 57 artículos (página 2 de 3)']),
    );
    expect(main).toHaveTextContent('No hay artículos que coincidan con los filtros.');
  });

  it('shows none of the English words of the components on it', () => {
    const { container } = render(<SpanishPage />);
    const text = container.textContent ?? '';
    const labels = [...container.querySelectorAll('[aria-label],[placeholder]')].map((element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('placeholder') ?? ''}`).join(' ');
    const english = ['Skip to main content', 'Menu', 'Theme', 'Dark', 'Search the archive', 'On this page', 'Published', 'min read', 'Reviewed by', 'Correction', 'Sources', 'Primary', 'Back to text', 'Previous', 'Next', 'Share', 'Found', 'Showing', 'No articles found'];
    for (const words of english) {
      expect(text, words).not.toContain(words);
      expect(labels, words).not.toContain(words);
    }
  });
});

describe('messages', () => {
  it('a component’s own messages win over the provider’s, and a nested provider adds to the outer one', () => {
    render(
      <ParchmentProvider messages={{ pagination: { previous: 'Atrás', next: 'Adelante' } }}>
        <ParchmentProvider messages={{ pagination: { next: 'Más' } }}>
          <Pagination page={2} perPage={20} total={57} shown={20} onPageChange={() => {}} messages={{ label: 'Páginas' }} />
        </ParchmentProvider>
      </ParchmentProvider>,
    );
    const navigation = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(navigation).getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    expect(within(navigation).getByRole('button', { name: 'Más' })).toBeInTheDocument();
    // What no one translated stays English.
    expect(within(navigation).getByRole('status')).toHaveTextContent('Showing 20 of 57 articles (Page 2 of 3)');
  });

  it('English is the default everywhere', () => {
    render(<SearchSummary state="results" count={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Found 1 result');
  });

  it('plural forms follow the locale’s rules, and a missing value stays visible', () => {
    const results = englishMessages.searchSummary.results;
    expect(formatMessage(results, { count: 1 })).toBe('Found 1 result');
    expect(formatMessage(results, { count: 0 })).toBe('Found 0 results');
    expect(formatMessage(results, { count: 1200 })).toBe('Found 1,200 results');
    expect(formatMessage(es.searchSummary.results, { count: 1 }, 'es-US')).toBe('Se encontró 1 resultado');
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
  });

  it('the Spanish set gives every message of the English one, with the same {placeholders}', () => {
    const placeholders = (message: Message) =>
      [...new Set((typeof message === 'string' ? [message] : Object.values(message)).flatMap((text) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1])))].sort();
    for (const [component, english] of Object.entries(englishMessages)) {
      const spanish = (es as unknown as Record<string, Record<string, Message>>)[component];
      expect(Object.keys(spanish).sort(), component).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english as Record<string, Message>)) {
        expect(placeholders(spanish[key]), `${component}.${key}`).toEqual(placeholders(message));
      }
    }
  });
});

const storyModules = import.meta.glob<Record<string, unknown>>('../../stories/*.stories.tsx', { eager: true });

/** A component's English words that a reader would see or hear as they are (no {value} in them, and not the same in Spanish). */
function englishOnly(component: string): string[] {
  const english = (englishMessages as unknown as Record<string, Record<string, Message>>)[component];
  const spanish = (es as unknown as Record<string, Record<string, Message>>)[component];
  return Object.entries(english).flatMap(([key, message]) =>
    typeof message === 'string' && !/\{\w+\}/.test(message) && message !== spanish[key] ? [message] : [],
  );
}

describe.each(Object.keys(englishMessages))('%s in Spanish', (component) => {
  it('shows none of its English words when given the Spanish messages and locale', () => {
    const name = component[0].toUpperCase() + component.slice(1);
    const module = storyModules[`../../stories/${name}.stories.tsx`];
    expect(module, `stories/${name}.stories.tsx`).toBeDefined();
    const stories = Object.values(composeStories(module as Parameters<typeof composeStories>[0])) as unknown as Array<ComponentType<Record<string, unknown>> & { args?: unknown; storyName?: string }>;
    for (const Story of stories) {
      const { container, unmount } = render(
        <ParchmentProvider messages={es} locale="es-US">
          <Story messages={(es as unknown as Record<string, unknown>)[component]} locale="es-US" />
        </ParchmentProvider>,
      );
      // Each text node apart, so that words of neighbouring elements do not run together.
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      const texts: string[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
      const shown = [
        ...texts,
        ...[...container.querySelectorAll('*')].flatMap((element) => ['aria-label', 'placeholder', 'data-label', 'title'].map((attribute) => element.getAttribute(attribute) ?? '')),
      ].join('\n');
      // Words the story passes itself (a title, a link's label) are the story's, not the component's.
      const given = JSON.stringify(Story.args ?? {});
      for (const words of englishOnly(component).filter((words) => !given.includes(words))) {
        expect(shown, `${Story.storyName}: "${words}"`).not.toMatch(new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
      }
      unmount();
    }
  });
});
