/**
 * The page's first-screen image in its document (docs/decisions/0019). A page names the
 * image its first screen shows largest (PageHead.preloadImage: the article's
 * hero, the home page's featured card). When that image is one of the
 * archive's small SVG illustrations in this site's own storage, the renderer
 * writes it into the page as a data: URL instead of preloading it: a request
 * for it could only start once the document had arrived, a round trip after
 * the text, and that image is the page's largest paint. Measured on the
 * article, the illustration costs about 0.5 KB of the compressed document.
 *
 * The browser's first render must match the server's, so the same URL travels
 * in the page's boot data, mapped from the image's address; compression finds
 * it again there for a few bytes. After a client-side navigation, a page's
 * images load from their addresses as usual.
 *
 * Only SVGs are inlined: as an <img> source an SVG runs no script and loads
 * nothing (the archive's heroes are checked for that on import too,
 * server/db/archive.ts), and it is text, which compresses with the page.
 */
import { svgImageSource } from './head';

/** Larger images keep their own request: past this, the document's first round trip would fill up (Vite inlines assets up to the same size). */
export const INLINE_IMAGE_MAX_BYTES = 4096;

/** Public objects in this site's storage, asked for in-process like the API (the only images a page may carry inline). */
const SITE_STORAGE_PREFIX = '/storage/v1/object/public/';

/** Whether `src` is an image the renderer may fetch in-process to write into the page. */
export function isInlinableImagePath(src: string): boolean {
  return src.startsWith(SITE_STORAGE_PREFIX) && src.toLowerCase().split('?')[0].endsWith('.svg') && !src.includes('..');
}

/** The image as a data: URL, or null when the answer is not a small SVG (the page then loads it by its address). */
export async function inlineImageSource(response: Response): Promise<string | null> {
  if (!response.ok) return null;
  if (!(response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('image/svg+xml')) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > INLINE_IMAGE_MAX_BYTES) return null;
  return svgImageSource(new TextDecoder().decode(bytes));
}
