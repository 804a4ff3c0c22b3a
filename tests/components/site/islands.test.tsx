/**
 * Islands (site/islands/Island.tsx): the server renders each as a root of its
 * own, and the browser's islands entry hydrates each with its component and
 * props, so a page hydrated island by island matches its HTML and its
 * interactive parts work, while the rest of the page stays the server's.
 */
import { AdminIsland } from '../../../site/islands/AdminIsland';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BylineIsland, CiteIsland, ContentsIsland, PrintIsland } from '../../../site/islands/articleIslands';
import { BrandGalleryIsland } from '../../../site/islands/BrandGalleryIsland';
import { HeaderIsland } from '../../../site/islands/HeaderIsland';
import { ISLAND_ATTRIBUTE, IslandRendererProvider, type RenderIsland } from '../../../site/islands/Island';
import { ISLANDS } from '../../../site/islands/registry';
import { NotFoundLogIsland } from '../../../site/islands/NotFoundLog';
import { SearchIsland } from '../../../site/islands/SearchIsland';
import { PartLinksIsland } from '../../../site/islands/documentIslands';

const citeInput = {
  author: { name: 'Parchment', kind: 'organization' as const },
  title: 'The Monroe Doctrine',
  siteName: 'Parchment',
  published: '2024-03-01',
  updated: null,
  url: 'https://parchment.example/articles/monroe-doctrine',
};

const bylineProps = {
  authorName: 'History Desk Editor',
  publishedDate: '2024-03-01',
  readTime: 6,
  shareUrl: 'https://parchment.example/articles/monroe-doctrine',
  shareTitle: 'The Monroe Doctrine',
};

/** A page as the server writes it in islands mode, and the names of the islands it rendered. */
function serverPage(): { html: string; rendered: string[] } {
  const rendered: string[] = [];
  const renderIsland: RenderIsland = (name, root, identifierPrefix) => {
    rendered.push(name);
    return renderToString(root, { identifierPrefix });
  };
  const html = renderToString(
    <IslandRendererProvider value={renderIsland}>
      <main>
        <h1>The Monroe Doctrine</h1>
        <BylineIsland islandId="byline" {...bylineProps} />
        <ContentsIsland islandId="contents" items={[{ id: 'cite-section', text: 'Cite this article', level: 2 }]} />
        <p>The article's text, which no script touches.</p>
        <section id="cite-section">
          <CiteIsland islandId="cite" renderDate="2026-01-02" input={citeInput} />
        </section>
      </main>
    </IslandRendererProvider>,
  );
  return { html, rendered };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('islands', () => {
  it('the registry loads, under each island’s name, that island’s component', async () => {
    const defined = [HeaderIsland, BylineIsland, ContentsIsland, CiteIsland, PrintIsland, SearchIsland, BrandGalleryIsland, NotFoundLogIsland, AdminIsland, PartLinksIsland];
    expect(Object.keys(ISLANDS).sort()).toEqual(defined.map((island) => island.islandName).sort());
    for (const island of defined) expect(await ISLANDS[island.islandName].load()).toBe(island.Component);
  });

  it('the server writes each island with its name, id and props, and the text around them as plain HTML', () => {
    const { html, rendered } = serverPage();
    expect(rendered).toEqual(['byline', 'contents', 'cite']);
    document.body.innerHTML = html;
    const cite = document.querySelector(`[${ISLAND_ATTRIBUTE}="cite"]`) as HTMLElement;
    expect(cite.dataset.islandId).toBe('cite');
    expect(JSON.parse(cite.dataset.props ?? '')).toEqual({ renderDate: '2026-01-02', input: citeInput });
    expect(screen.getByRole('button', { name: 'Copy MLA citation' })).toBeInTheDocument();
    expect(screen.getByText("The article's text, which no script touches.").closest(`[${ISLAND_ATTRIBUTE}]`)).toBeNull();
  });

  it('the islands’ entry hydrates every island without a mismatch, marks the page hydrated, and the islands then work', async () => {
    const { html } = serverPage();
    document.body.innerHTML = html;
    const errors = vi.spyOn(console, 'error');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await import('../../../site/islands/entry');
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(errors).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Copy MLA citation' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^“The Monroe Doctrine\.” Parchment, /));
    await waitFor(() => expect(screen.getByText('MLA citation copied.')).toBeInTheDocument());
  });
});
