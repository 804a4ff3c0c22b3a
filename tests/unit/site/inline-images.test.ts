/**
 * The first screen's image in the page's own bytes (docs/decisions/0019,
 * site/inlineImages.ts): when the image a page names as its largest above the
 * fold is a small SVG in the site's storage, the renderer writes it into the
 * document as a data: URL, so it paints with the text instead of a round trip
 * later, and puts the same URL in the boot data so that the browser's first
 * render matches. Anything else keeps its address and its preload link.
 */
import { describe, expect, it } from 'vitest';
import { articlePageData, archive } from '../../components/pages-fixtures';
import { BOOT_DATA_ID, type BootData } from '../../../site/boot';
import { INLINE_IMAGE_MAX_BYTES, isInlinableImagePath } from '../../../site/inlineImages';
import { pageServer } from './page-server';

const SLUG = 'monroe-doctrine';
const HERO_PATH = `/storage/v1/object/public/heroes/${SLUG}.svg`;
const heroSvg = archive.heroes.find((hero) => hero.file === `${SLUG}.svg`)?.svg as string;

interface Image {
  status?: number;
  type?: string;
  body?: string;
  etag?: string;
}

/** An API that answers the article's data, and the hero as the storage would (or as the test says). */
function api(image: Image = {}) {
  const data: Record<string, unknown> = articlePageData(SLUG);
  const asked: string[] = [];
  const fetch = async (path: string) => {
    asked.push(path);
    if (path === HERO_PATH) {
      return new Response(image.body ?? heroSvg, {
        status: image.status ?? 200,
        headers: { 'Content-Type': image.type ?? 'image/svg+xml', ETag: image.etag ?? '"hero-1"' },
      });
    }
    if (path in data) return new Response(JSON.stringify(data[path]), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"v1"' } });
    return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, asked };
}

async function articlePage(image?: Image, origin = 'http://inline.test') {
  const fake = api(image);
  const response = await pageServer(fake.fetch).answer(new Request(`${origin}/articles/${SLUG}`));
  const html = await response.text();
  const boot = JSON.parse(new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as BootData;
  const heroImg = /<img[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0] ?? '';
  const heroSrc = /src="([^"]*)"/.exec(heroImg)?.[1];
  return { response, html, boot, heroSrc, asked: fake.asked };
}

/** What a browser shows for a data: URL: its text after the comma, percent-decoded. */
const decoded = (url: string) => decodeURIComponent(url.slice(url.indexOf(',') + 1));

describe("the first screen's image in the document", () => {
  it("writes the article's small SVG hero into the page as a data: URL of the same picture, with no preload link and no request for it", async () => {
    expect(heroSvg.length).toBeLessThanOrEqual(INLINE_IMAGE_MAX_BYTES);
    const { html, heroSrc } = await articlePage();
    expect(heroSrc).toMatch(/^data:image\/svg\+xml,/);
    expect(decoded(heroSrc as string)).toBe(heroSvg.trim().replace(/\s+/g, ' ').replace(/"/g, "'"));
    expect(html).not.toContain(`<link rel="preload" as="image"`);
    expect(html).not.toContain(`src="${HERO_PATH}"`);
  });

  it('makes a new page (a new ETag) when the image changes, and the same page while it does not', async () => {
    const first = await articlePage({ etag: '"hero-1"' }, 'http://etag-a.test');
    const same = await articlePage({ etag: '"hero-1"' }, 'http://etag-a.test');
    const changed = await articlePage({ etag: '"hero-2"', body: heroSvg.replace('</svg>', '<rect width="1" height="1"/></svg>') }, 'http://etag-a.test');
    expect(same.response.headers.get('ETag')).toBe(first.response.headers.get('ETag'));
    expect(changed.response.headers.get('ETag')).not.toBe(first.response.headers.get('ETag'));
    expect(decoded(changed.heroSrc as string)).toContain("<rect width='1' height='1'/>");
  });

  it(`keeps an image over ${INLINE_IMAGE_MAX_BYTES} bytes at its address, and preloaded`, async () => {
    const large = heroSvg.replace('</svg>', `<!--${'x'.repeat(INLINE_IMAGE_MAX_BYTES)}--></svg>`);
    const { html, heroSrc } = await articlePage({ body: large });
    expect(heroSrc).toBe(HERO_PATH);
    expect(html).toContain(`<link rel="preload" as="image" href="${HERO_PATH}" fetchpriority="high">`);
  });

  it('keeps the address when the storage answers something other than an SVG, or an error', async () => {
    for (const image of [{ type: 'image/png', body: 'PNG' }, { status: 404, type: 'application/json', body: '{"error":"not found"}' }]) {
      const { heroSrc, html } = await articlePage(image, `http://fallback-${image.type.replace(/\W/g, '')}.test`);
      expect(heroSrc).toBe(HERO_PATH);
      expect(html).toContain(`<link rel="preload" as="image" href="${HERO_PATH}"`);
    }
  });

  it('still answers the page, with the image by its address, when asking the storage for it fails', async () => {
    const data: Record<string, unknown> = articlePageData(SLUG);
    const fetch = async (path: string) => {
      if (path === HERO_PATH) throw new Error('storage unreachable');
      return new Response(JSON.stringify(data[path] ?? {}), { status: path in data ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
    };
    const response = await pageServer(fetch).answer(new Request(`http://unreachable.test/articles/${SLUG}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="preload" as="image" href="${HERO_PATH}" fetchpriority="high">`);
    expect(html).toMatch(new RegExp(`<img[^>]*src="${HERO_PATH}"`));
  });

  it("leaves nothing in the image's URL that could end the attribute or the boot data's script", async () => {
    const { heroSrc } = await articlePage({ body: `<svg xmlns="http://www.w3.org/2000/svg"><path d='M0 0' fill="#000"/><!-- "</script> & <b> --></svg>` });
    expect(heroSrc).not.toMatch(/["'&<>#]/);
  });
});

describe('isInlinableImagePath', () => {
  it("takes only SVGs in the site's own public storage", () => {
    expect(isInlinableImagePath(HERO_PATH)).toBe(true);
    expect(isInlinableImagePath('/storage/v1/object/public/heroes/photo.png')).toBe(false);
    expect(isInlinableImagePath('https://cdn.example/storage/v1/object/public/heroes/a.svg')).toBe(false);
    expect(isInlinableImagePath('/api/articles.svg')).toBe(false);
    expect(isInlinableImagePath('/storage/v1/object/public/../../api/x.svg')).toBe(false);
  });
});
