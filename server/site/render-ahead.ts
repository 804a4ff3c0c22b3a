/**
 * Pages rendered before any reader asks for them (docs/decisions/0036-pages-rendered-ahead.md).
 *
 * A render costs 10-15 ms of the event loop, and most pages of a long archive
 * are read once in a while, each by a reader who would wait for it. So the
 * server renders the home page, the pillars and the newest articles ahead
 * into its page cache, a page at a time and only while readers leave the
 * event loop idle: at start, soon after a change to the content it is told
 * of, and every five minutes, which also catches a change another server
 * made to the shared database. A sweep
 * asks for each page as a reader would; a page whose data has not changed is
 * a cache hit (its API answers are cached per content version), so a sweep
 * over unchanged content costs little and renders nothing.
 *
 * It stops when the page cache is three quarters full, so it never pushes
 * out pages readers asked for, and a newer sweep replaces one still running.
 * Readers with a theme cookie still get their page rendered at their request.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PILLARS } from '../../common/taxonomy.ts';

/** What the sweep needs of the page server. */
export interface PageCache {
  answer(request: Request, admit: undefined, asker: 'ahead'): Promise<Response>;
  nearlyFull(): boolean;
}

export interface RenderAheadOptions {
  pages: PageCache;
  /** The in-process API (app.request), for the list of articles. */
  apiFetch: (apiPath: string) => Promise<Response>;
  /** The origin the pages are asked for at: the public one, which their cache keys name. */
  origin: string;
  /** How many articles, newest first. */
  articles: number;
  /** Between sweeps over content that may have changed elsewhere. */
  everyMs?: number;
  /** The pause after each page, in which the event loop must have been mostly idle for the sweep to go on. */
  pauseMs?: number;
  /** After a change this server is told of, so that a burst of writes costs one sweep. */
  afterChangeMs?: number;
}

/** The API's largest page of the article list. */
const LIST_PAGE_SIZE = 50;

export class RenderAhead {
  private generation = 0;
  private running: Promise<number> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly periodic: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly options: RenderAheadOptions) {
    this.periodic = setInterval(() => this.sweepSoon(0), options.everyMs ?? 5 * 60_000);
    this.periodic.unref();
  }

  /** Schedules a sweep (the latest call wins); the first one at start, a later one after a content change. */
  sweepSoon(delayMs = this.options.afterChangeMs ?? 1000): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sweep();
    }, delayMs);
    this.timer.unref();
  }

  /** Runs a sweep now, ending any under way; resolves with how many pages it asked for. */
  sweep(): Promise<number> {
    const generation = ++this.generation;
    const run = this.run(generation).catch((error: unknown) => {
      // Rendering ahead is an optimisation: readers' requests render what it could not. A sweep the
      // server's stop cut short (its database closing under it) is no news.
      if (!this.stopped) console.warn('Rendering pages ahead stopped:', error instanceof Error ? error.message : error);
      return 0;
    });
    this.running = run;
    return run;
  }

  /** Resolves once no sweep is under way or scheduled (benchmarks and tests). */
  async settled(): Promise<void> {
    while (this.timer || this.running) {
      if (this.running) {
        const running = this.running;
        await running;
        if (this.running === running) this.running = null;
      } else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  stop(): void {
    this.stopped = true;
    this.generation += 1;
    clearInterval(this.periodic);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async run(generation: number): Promise<number> {
    const current = () => generation === this.generation && !this.stopped;
    const paths = ['/', ...PILLARS.map((pillar) => `/${pillar.slug}`), ...(await this.articlePaths())];
    let asked = 0;
    for (const path of paths) {
      if (!current() || this.options.pages.nearlyFull()) break;
      // Kept in the encoding browsers ask for over HTTPS; another is made at the first request for it.
      const response = await this.options.pages.answer(new Request(`${this.options.origin}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } }), undefined, 'ahead');
      await response.body?.cancel();
      asked += 1;
      await this.waitForIdle(current);
    }
    return asked;
  }

  /**
   * Pauses, then goes on only if the event loop was busy less than half of
   * the pause (Node's event loop utilisation): while readers keep it busy, the
   * sweep waits, so a reader's request waits at most one render of it.
   */
  private async waitForIdle(current: () => boolean): Promise<void> {
    const pauseMs = this.options.pauseMs ?? 20;
    for (;;) {
      const before = performance.eventLoopUtilization();
      await sleep(pauseMs);
      if (!current() || performance.eventLoopUtilization(before).utilization < 0.5) return;
    }
  }

  private async articlePaths(): Promise<string[]> {
    const slugs: string[] = [];
    for (let page = 1; slugs.length < this.options.articles; page += 1) {
      const response = await this.options.apiFetch(`/api/articles?per_page=${LIST_PAGE_SIZE}&page=${page}`);
      if (!response.ok) throw new Error(`the article list answered ${response.status}`);
      const { data } = (await response.json()) as { data: Array<{ slug: string }> };
      slugs.push(...data.map((item) => item.slug));
      if (data.length < LIST_PAGE_SIZE) break;
    }
    return slugs.slice(0, this.options.articles).map((slug) => `/articles/${slug}`);
  }
}
