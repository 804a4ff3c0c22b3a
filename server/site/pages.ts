/**
 * The site's pages over HTTP. The renderer (common/site-renderer.ts) turns a
 * request into a document; this module decides when to ask it: it keeps
 * finished pages by ETag, answers 304s, compresses, and serves the pages
 * prerendered at build time. Each PageServer has caches of its own, so two
 * servers in one process (or two tests) never see each other's pages.
 *
 * A page's ETag is a hash of its key (everything but its data, from the
 * renderer's plan) and the versions of the API answers it was rendered from,
 * so a repeat costs the API lookups, a hash and a map lookup; and for a moment
 * after an answer (the "microcache") not even the lookups. The renderer
 * hands over a whole document (React's tree is complete before its first byte
 * anyway: see allReady in site/entry-server.tsx), so a miss is answered like a
 * hit: compressed quickly at once, and again at the best settings in the
 * background once readers have asked for it twice. The server also fills
 * this cache ahead of readers (render-ahead.ts).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzip } from 'node:zlib';
import { acceptedEncoding, compressBody, etagMatches, type Encoding } from '../../common/http/negotiation.ts';
import type { PagePlan, RenderOptions, SiteRenderer } from '../../common/site-renderer.ts';
import { LruCache } from '../http/lru-cache.ts';

/** How a page answer was made: from the build's prerendered files, from the cache of earlier renders, or rendered now. */
export type PageSource = 'prerendered' | 'hit' | 'miss';

/**
 * A finished page, and its compressed forms once made. A page rendered by the
 * server is kept compressed only (a quarter of its plain size, so the cache
 * holds four times as many pages): its plain text is dropped once the first
 * compressed copy is made, and unpacked again for the rare client that
 * accepts no compression.
 */
export interface FinishedPage {
  status: number;
  /** Its Content-Security-Policy (which names the hashes of the page's own inline script and style). */
  policy: string;
  html?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/** A page rendered at build time (server/site/prerender.ts), with its ETag: plain and both compressed copies at their best. */
export interface PrerenderedPage extends Required<FinishedPage> {
  etag: string;
}

export interface PageServerOptions<Assets> extends RenderOptions<Assets> {
  renderer: SiteRenderer<Assets>;
  /** Pages rendered at build time, served as they are and never dropped. */
  prerendered?: PrerenderedPage[];
  /** How many rendered pages to keep (least recently used dropped first). */
  maxPages?: number;
  /** And how many bytes of them, compressed copies included. */
  maxBytes?: number;
  /**
   * For this long after a page is answered, a repeat of the same request is
   * answered from the cache without asking the API again: a burst of readers
   * on one article costs one set of queries a second, and a page is never
   * more than this much older than its data.
   */
  freshForMs?: number;
}

const MAX_FRESH_ENTRIES = 2000;
/** Error pages kept (see PageServer.failed): enough for the addresses readers mistype again and again. */
const MAX_FAILED_PAGES = 50;
/**
 * Pages waiting to be recompressed at the best settings. Each new page joins
 * the queue once; past this many (a flood of new search terms, say) the rest
 * keep their quick compression rather than queue work without bound.
 */
const MAX_RECOMPRESS_QUEUE = 200;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Readers always revalidate (cheap: a 304); a CDN may keep a page for a minute. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Runs a page's uncached work, or rejects to refuse it (GateBusy). */
export type Admit = <T>(work: () => Promise<T>) => Promise<T>;

const admitAtOnce: Admit = (work) => work();

/**
 * RFC 9110 §13.2.1: preconditions are ignored when the answer without them
 * would be neither 2xx nor 412. So If-None-Match (even `*`) never turns a
 * missing page's 404 into a 304.
 */
const conditionsApply = (status: number) => status >= 200 && status < 300;

/** Weak: the same page is sent plain, gzip or brotli, all equivalent. */
export function pageEtag(key: string, versions: readonly string[]): string {
  return `W/"${createHash('sha1')
    .update([key, ...[...versions].sort()].join('\n'))
    .digest('base64url')}"`;
}

function pageHeaders(etag: string): Record<string, string> {
  return { 'Content-Type': 'text/html; charset=utf-8', ETag: etag, 'Cache-Control': PAGE_CACHE_CONTROL, Vary: 'Cookie, Accept-Encoding' };
}

/**
 * A permanent redirect to another site path (product §2: an alias address to
 * its article or pillar topic). No body; cached like a page, so a CDN keeps it
 * for a minute and a reader's browser asks again next time rather than
 * remembering it forever (an article can be withdrawn, and the 404 must win
 * then). Never kept in the page cache: it costs one in-process API call.
 */
function redirectResponse(location: string): Response {
  return new Response(null, { status: 301, headers: { Location: location, 'Cache-Control': PAGE_CACHE_CONTROL, Vary: 'Accept-Encoding' } });
}

export class PageServer<Assets> {
  private readonly renderer: SiteRenderer<Assets>;
  private readonly renderOptions: RenderOptions<Assets>;
  private readonly prerendered = new Map<string, FinishedPage>();
  private readonly rendered: LruCache<string, FinishedPage>;
  /**
   * Not-found and other error pages, apart: every made-up address is a page
   * of its own, and a flood of them (even one the work gate slows) would
   * otherwise push the readers' pages out of `rendered`, each of which then
   * costs a render again.
   */
  private readonly failed: LruCache<string, FinishedPage>;
  /** The ETag each key was last answered with, and until when it may be answered again without a lookup. */
  private readonly fresh = new Map<string, { etag: string; until: number }>();
  private readonly freshForMs: number;
  private readonly recompressQueue: FinishedPage[] = [];
  /** Pages queued for, or given, their best compressed copies: each once. */
  private readonly recompressed = new WeakSet<FinishedPage>();
  /** How many times readers were sent each kept page (a page rendered ahead starts at none). */
  private readonly readerAnswers = new WeakMap<FinishedPage, number>();
  private recompressing: Promise<void> | null = null;
  private readonly maxPages: number;
  private readonly maxBytes: number;

  constructor(options: PageServerOptions<Assets>) {
    this.renderer = options.renderer;
    this.renderOptions = { apiFetch: options.apiFetch, assets: options.assets, publicOrigin: options.publicOrigin };
    for (const page of options.prerendered ?? []) this.prerendered.set(page.etag, page);
    this.maxPages = options.maxPages ?? 2000;
    this.maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
    this.rendered = new LruCache({ maxEntries: this.maxPages, maxBytes: this.maxBytes, sizeOf: compressedSize });
    this.failed = new LruCache({ maxEntries: MAX_FAILED_PAGES, maxBytes: 8 * 1024 * 1024, sizeOf: compressedSize });
    this.freshForMs = options.freshForMs ?? 1000;
  }

  /**
   * The page for `request`. A page answered a moment ago, a prerendered one
   * and one whose rendered copy is still cached are answered at once; any
   * other work (asking the API for the data of a page not seen before, and
   * every render) runs inside `admit`, the caller's gate (server/http/work-gate.ts),
   * which may refuse it by rejecting. `asker` is 'ahead' for a page rendered
   * before any reader asked (server/site/render-ahead.ts), which is not a
   * reader's request.
   */
  async answer(request: Request, admit: Admit = admitAtOnce, asker: 'reader' | 'ahead' = 'reader'): Promise<Response> {
    const plan = this.renderer.planPage(request, this.renderOptions);
    const remembered = this.fresh.get(plan.key);
    if (remembered && remembered.until > Date.now()) {
      const found = this.find(remembered.etag);
      if (found) return this.finishedResponse(request, remembered.etag, found.page, found.source, asker);
    }
    // A page that needs no data has no versions, so its key alone names it: a prerendered one needs no lookups at all.
    const staticEtag = pageEtag(plan.key, []);
    const prerendered = this.prerendered.get(staticEtag);
    if (prerendered) return this.finishedResponse(request, staticEtag, prerendered, 'prerendered', asker);
    // A page answered before costs only its data lookups (cached API answers) to check, and a
    // render only if its data changed. A key never seen (a mistyped or made-up address, a new
    // query) may cost a lookup the API has not cached and a render: all of it waits for the gate.
    if (remembered && this.find(remembered.etag)) return this.resolveAndFinish(request, plan, admit, asker);
    return admit(() => this.resolveAndFinish(request, plan, admitAtOnce, asker));
  }

  private async resolveAndFinish(request: Request, plan: PagePlan, admitRender: Admit, asker: 'reader' | 'ahead'): Promise<Response> {
    const resolved = await plan.resolve();
    if (resolved.kind === 'redirect') return redirectResponse(resolved.location);
    const etag = pageEtag(plan.key, resolved.versions);
    const found = this.find(etag);
    if (found) {
      this.rememberFresh(plan.key, etag);
      return this.finishedResponse(request, etag, found.page, found.source, asker);
    }
    // The reader holds this page (its ETag says so): nothing to render. The headers it stored, the policy among them, stay.
    if (conditionsApply(resolved.status) && etagMatches(request.headers.get('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers: pageHeaders(etag) });
    }

    const page = await admitRender(async (): Promise<FinishedPage> => {
      const rendered = await resolved.render();
      const finished: FinishedPage = { status: resolved.status, policy: rendered.contentSecurityPolicy, html: new TextEncoder().encode(rendered.html) };
      // Kept in the encoding this reader asked for (gzip for one that asked for none), and no longer plain.
      compressedNow(finished, acceptedEncoding(request.headers.get('Accept-Encoding')) ?? 'gzip');
      finished.html = undefined;
      return finished;
    });
    if (page.status < 300) this.rendered.set(etag, page);
    else this.failed.set(etag, page);
    this.rememberFresh(plan.key, etag);
    return this.finishedResponse(request, etag, page, 'miss', asker);
  }

  /** Forgets which pages were answered a moment ago, so each is checked against the current content at its next request. */
  forgetFresh(): void {
    this.fresh.clear();
  }

  /**
   * Whether the cache of rendered pages is three quarters full, by count or
   * by bytes: pages rendered ahead of any reader (server/site/render-ahead.ts)
   * stop there, so they never push out the pages readers asked for.
   */
  nearlyFull(): boolean {
    return this.rendered.size >= 0.75 * this.maxPages || this.rendered.totalBytes >= 0.75 * this.maxBytes;
  }

  /** Resolves once every page queued so far has its best compressed copies (for tests and benchmarks). */
  async settled(): Promise<void> {
    while (this.recompressing) await this.recompressing;
  }

  private find(etag: string): { page: FinishedPage; source: PageSource } | undefined {
    const prerendered = this.prerendered.get(etag);
    if (prerendered) return { page: prerendered, source: 'prerendered' };
    const rendered = this.rendered.get(etag) ?? this.failed.get(etag);
    return rendered && { page: rendered, source: 'hit' };
  }

  private rememberFresh(key: string, etag: string) {
    if (this.fresh.size >= MAX_FRESH_ENTRIES) this.fresh.delete(this.fresh.keys().next().value as string);
    this.fresh.delete(key);
    this.fresh.set(key, { etag, until: Date.now() + this.freshForMs });
  }

  /** A finished page's answer: 304 when the client has it, else its bytes in the best encoding the client accepts. */
  private finishedResponse(request: Request, etag: string, page: FinishedPage, source: PageSource, asker: 'reader' | 'ahead'): Response {
    const headers: Record<string, string> = { ...pageHeaders(etag), 'Content-Security-Policy': page.policy };
    if (conditionsApply(page.status) && etagMatches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
    headers['X-Page-Cache'] = source;
    const encoding = acceptedEncoding(request.headers.get('Accept-Encoding'));
    if (encoding) headers['Content-Encoding'] = encoding;
    const body = encoding ? compressedNow(page, encoding) : plainText(page);
    if (source !== 'prerendered' && asker === 'reader') {
      const answers = (this.readerAnswers.get(page) ?? 0) + 1;
      this.readerAnswers.set(page, answers);
      if (answers === 2) this.queueRecompression(page);
    }
    return new Response(request.method === 'HEAD' ? null : body, { status: page.status, headers });
  }

  /**
   * Brotli at its best setting makes a page some 10% smaller than the quick
   * setting used on the request path (for `/`, enough to fit the first round
   * trip of a new connection), but costs 0.2-0.8 s of CPU per page. So a page
   * is first sent quickly compressed, and recompressed at the best settings
   * in Node's thread pool, off the event loop, one page at a time, once
   * readers have asked for it twice: most pages of a long archive are read once
   * in a while, and recompressing each new one took a core from the renders
   * of the next (docs/decisions/0036-pages-rendered-ahead.md).
   */
  private queueRecompression(page: FinishedPage) {
    if (this.recompressed.has(page) || this.recompressQueue.length >= MAX_RECOMPRESS_QUEUE) return;
    this.recompressed.add(page);
    this.recompressQueue.push(page);
    this.recompressing ??= this.drainRecompression().finally(() => {
      this.recompressing = null;
    });
  }

  private async drainRecompression() {
    for (let page = this.recompressQueue.shift(); page; page = this.recompressQueue.shift()) {
      const plain = plainText(page);
      const [br, gz] = await Promise.all([brotliAsync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(plain, { level: 9 })]);
      page.br = new Uint8Array(br);
      page.gzip = new Uint8Array(gz);
    }
  }
}

/** The page in this encoding: the copy made earlier, or one made now quickly and kept. */
function compressedNow(page: FinishedPage, encoding: Encoding): Uint8Array<ArrayBuffer> {
  if (encoding === 'br') return (page.br ??= compressBody(plainText(page), 'br', 'fast'));
  return (page.gzip ??= compressBody(plainText(page), 'gzip', 'fast'));
}

/** The page's plain text: kept (a prerendered page), or unpacked from a compressed copy. */
function plainText(page: FinishedPage): Uint8Array<ArrayBuffer> {
  if (page.html) return page.html;
  if (page.gzip) return new Uint8Array(gunzipSync(page.gzip));
  if (page.br) return new Uint8Array(brotliDecompressSync(page.br));
  throw new Error('A finished page has neither its text nor a compressed copy.');
}

/** What a kept page weighs: its compressed copy, twice, for the second encoding a later reader may ask for. */
function compressedSize(page: FinishedPage): number {
  return 2 * (page.gzip ?? page.br ?? page.html ?? new Uint8Array()).byteLength;
}
