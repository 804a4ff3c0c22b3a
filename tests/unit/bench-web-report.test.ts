import { describe, expect, it } from 'vitest';
import {
  auditDetailLines,
  bytesBeforeFirstPaint,
  commonFailures,
  failingAudits,
  formatBytes,
  formatCls,
  markdownTable,
  median,
  medianRunIndex,
  plural,
  ratioTo,
  replaceSection,
  summarizeRun,
  verdicts,
  verdictSentences,
  type AuditLike,
  type LighthouseResultLike,
  type RunSummary,
} from '../../scripts/lib/bench-web-report';

function audit(id: string, fields: Partial<AuditLike> = {}): AuditLike {
  return { id, title: id, score: 1, scoreDisplayMode: 'binary', ...fields };
}

function lighthouseResult(audits: AuditLike[], refs: Partial<Record<string, Array<{ id: string; group?: string }>>> = {}): LighthouseResultLike {
  const category = (score: number, id: string) => ({ score, auditRefs: (refs[id] ?? []).map((ref) => ({ weight: 0, ...ref })) });
  return {
    lighthouseVersion: '13.5.0',
    categories: {
      performance: category(0.86, 'performance'),
      accessibility: category(1, 'accessibility'),
      'best-practices': category(0.964, 'best-practices'),
      seo: category(1, 'seo'),
    },
    audits: Object.fromEntries(audits.map((entry) => [entry.id, entry])),
  };
}

function run(performance: number | null, lcp: number | null): RunSummary {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcp,
    fcp: 900,
    tbt: 10,
    cls: 0,
    speedIndex: 1000,
    totalBytes: null,
    scriptBytes: null,
    bytesBeforePaint: null,
  };
}

describe('summarizeRun', () => {
  it('turns category scores into 0-100 and reads the metrics and byte weights', () => {
    const result = lighthouseResult([
      audit('largest-contentful-paint', { numericValue: 4113.4 }),
      audit('first-contentful-paint', { numericValue: 1500 }),
      audit('total-blocking-time', { numericValue: 42 }),
      audit('cumulative-layout-shift', { numericValue: 0 }),
      audit('speed-index', { numericValue: 1800 }),
      audit('total-byte-weight', { numericValue: 528_872 }),
      audit('resource-summary', {
        details: {
          type: 'table',
          items: [
            { resourceType: 'total', transferSize: 528_872 },
            { resourceType: 'script', transferSize: 312_071 },
          ],
        },
      }),
    ]);
    expect(summarizeRun(result)).toEqual({
      scores: { performance: 86, accessibility: 100, 'best-practices': 96, seo: 100 },
      lcp: 4113.4,
      fcp: 1500,
      tbt: 42,
      cls: 0,
      speedIndex: 1800,
      totalBytes: 528_872,
      scriptBytes: 312_071,
      bytesBeforePaint: null,
    });
  });

  it('gives null for what the run does not have', () => {
    const summary = summarizeRun({ lighthouseVersion: '13.5.0', categories: {}, audits: {} });
    expect(summary.scores.performance).toBeNull();
    expect(summary.lcp).toBeNull();
    expect(summary.scriptBytes).toBeNull();
  });
});

describe('bytesBeforeFirstPaint', () => {
  const requests = (items: Array<Record<string, unknown>>) => audit('network-requests', { details: { type: 'table', items } });
  const metrics = (fcp: number) => audit('metrics', { details: { type: 'debugdata', items: [{ observedFirstContentfulPaint: fcp }] } });

  it('adds up the document and every request that finished by the first paint, and leaves out those still under way', () => {
    const result = lighthouseResult([
      metrics(120),
      requests([
        { url: 'http://x/', resourceType: 'Document', networkEndTime: 20, transferSize: 9_000 },
        { url: 'http://x/a.woff2', resourceType: 'Font', networkEndTime: 120, transferSize: 20_000 },
        { url: 'http://x/hero.svg', resourceType: 'Image', networkEndTime: 121, transferSize: 30_000 },
        { url: 'http://x/entry.js', resourceType: 'Script', transferSize: 90_000 },
      ]),
    ]);
    const found = bytesBeforeFirstPaint(result);
    expect(found?.bytes).toBe(29_000);
    expect(found?.requests.map((request) => request.url)).toEqual(['http://x/', 'http://x/a.woff2']);
    expect(summarizeRun(result).bytesBeforePaint).toBe(29_000);
  });

  it('counts the document even when the paint came before its last byte (a streamed page)', () => {
    const result = lighthouseResult([metrics(50), requests([{ url: 'http://x/', resourceType: 'Document', networkEndTime: 400, transferSize: 12_000 }])]);
    expect(bytesBeforeFirstPaint(result)?.bytes).toBe(12_000);
  });

  it('is null when the run has no first paint or no requests', () => {
    expect(bytesBeforeFirstPaint(lighthouseResult([requests([{ url: 'http://x/', networkEndTime: 1, transferSize: 1 }])]))).toBeNull();
    expect(bytesBeforeFirstPaint(lighthouseResult([metrics(100)]))).toBeNull();
  });
});

describe('ratioTo', () => {
  it("is the page's time over the reference's, or null without both", () => {
    expect(ratioTo(1320, 1200)).toBeCloseTo(1.1);
    expect(ratioTo(null, 1200)).toBeNull();
    expect(ratioTo(1000, 0)).toBeNull();
  });
});

describe('medianRunIndex', () => {
  it('picks the middle run by performance score', () => {
    expect(medianRunIndex([run(90, 1000), run(70, 3000), run(80, 2000)])).toBe(2);
  });

  it('breaks equal scores by LCP, the slower counting as worse', () => {
    expect(medianRunIndex([run(80, 1000), run(80, 3000), run(80, 2000)])).toBe(2);
  });

  it('counts a run without a score as the worst', () => {
    expect(medianRunIndex([run(null, 1000), run(95, 1000), run(90, 1000)])).toBe(2);
  });

  it('takes the lower middle of an even count, and the only run of one', () => {
    expect(medianRunIndex([run(60, 1), run(70, 1), run(80, 1), run(90, 1)])).toBe(1);
    expect(medianRunIndex([run(50, 1)])).toBe(0);
    expect(() => medianRunIndex([])).toThrow();
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([40, 8, 120, 16, 24])).toBe(24);
    expect(median([10, 30, 20, 40])).toBe(25);
    expect(median([])).toBeNull();
  });
});

describe('failingAudits', () => {
  const refs = {
    performance: [
      { id: 'largest-contentful-paint', group: 'metrics' },
      { id: 'unused-javascript', group: 'diagnostics' },
      { id: 'interactive', group: 'hidden' },
      { id: 'user-timings', group: 'diagnostics' },
    ],
    accessibility: [{ id: 'color-contrast' }, { id: 'landmark-one-main' }, { id: 'manual-check' }],
    'best-practices': [{ id: 'errors-in-console' }],
    seo: [{ id: 'color-contrast' }, { id: 'is-crawlable' }],
  };
  const result = lighthouseResult(
    [
      audit('largest-contentful-paint', { score: 0.46, scoreDisplayMode: 'numeric', displayValue: '4.1 s' }),
      audit('unused-javascript', { score: 0, scoreDisplayMode: 'metricSavings', displayValue: 'Est savings of 133 KiB' }),
      audit('interactive', { score: 0.5, scoreDisplayMode: 'numeric' }),
      audit('user-timings', { score: 0, scoreDisplayMode: 'informative' }),
      audit('color-contrast', { score: 0, title: 'Contrast' }),
      audit('landmark-one-main', { score: 1 }),
      audit('manual-check', { score: 0, scoreDisplayMode: 'manual' }),
      audit('errors-in-console', { score: null, scoreDisplayMode: 'notApplicable' }),
      audit('is-crawlable', { score: 0.9, scoreDisplayMode: 'binary' }),
      audit('not-in-a-category', { score: 0 }),
    ],
    refs,
  );

  it('lists scored audits under 0.9 from the four categories, worst first, leaving out informative, manual, not applicable and hidden ones', () => {
    const failing = failingAudits(result);
    expect(failing.map((entry) => [entry.id, entry.score])).toEqual([
      ['color-contrast', 0],
      ['unused-javascript', 0],
      ['largest-contentful-paint', 46],
    ]);
  });

  it('names every category an audit counts in, and keeps its display value', () => {
    const failing = failingAudits(result);
    expect(failing[0]).toMatchObject({ id: 'color-contrast', title: 'Contrast', categories: ['accessibility', 'seo'] });
    expect(failing[2]).toMatchObject({ displayValue: '4.1 s', categories: ['performance'] });
  });
});

describe('auditDetailLines', () => {
  it('lists the failed checks of a checklist', () => {
    const details = {
      type: 'checklist',
      items: {
        noRedirects: { label: 'Avoids redirects', value: true },
        usesCompression: { label: 'No compression applied', value: false },
      },
    };
    expect(auditDetailLines({ details })).toEqual(['failed check: No compression applied']);
  });

  it('shows the first rows of a table with what they would save, and how many more there are', () => {
    const details = {
      type: 'opportunity',
      items: [
        { url: 'http://x/assets/entry.js', wastedBytes: 135_910 },
        { node: { selector: 'main > p', nodeLabel: 'Low contrast text' } },
        { url: 'http://x/a.svg', wastedBytes: 900 },
        { url: 'http://x/b.svg', wastedBytes: 800 },
      ],
    };
    expect(auditDetailLines({ details }, 2)).toEqual(['http://x/assets/entry.js (133 KiB to save)', 'main > p (Low contrast text)', '… and 2 more']);
  });

  it('reads the tables inside a list, with source locations and reflow time', () => {
    const details = {
      type: 'list',
      items: [
        { type: 'table', items: [{ source: { type: 'source-location', url: 'http://x/e.js', line: 0, column: 9 }, reflowTime: 31.4 }] },
        { type: 'table', items: [{ source: { type: 'text', value: 'Unattributed' }, reflowTime: 2 }] },
      ],
    };
    expect(auditDetailLines({ details })).toEqual(['http://x/e.js:1:10 (31 ms of reflow)', 'Unattributed (2 ms of reflow)']);
  });

  it('follows the longest request chain of a network tree', () => {
    const details = {
      type: 'list',
      items: [
        {
          type: 'list-section',
          value: {
            type: 'network-tree',
            chains: {
              a: {
                url: 'http://x/page',
                navStartToEndTime: 92,
                isLongest: true,
                children: {
                  b: { url: 'http://x/other.css', navStartToEndTime: 200, children: {} },
                  c: { url: 'http://x/entry.js', navStartToEndTime: 257, isLongest: true, children: {} },
                },
              },
            },
          },
        },
      ],
    };
    expect(auditDetailLines({ details })).toEqual(['longest chain (257 ms): /page -> /entry.js']);
  });

  it('names main-thread work by its group, with its time', () => {
    const details = { type: 'table', items: [{ group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 812.6 }] };
    expect(auditDetailLines({ details })).toEqual(['Script Evaluation (813 ms)']);
  });

  it('gives nothing for an audit without details', () => {
    expect(auditDetailLines({})).toEqual([]);
  });
});

describe('markdownTable', () => {
  it('writes a header, an alignment rule and a row per entry, escaping pipes', () => {
    expect(markdownTable(['Page', 'Score'], [['`/a|b`', '90']], ['left', 'right'])).toBe(
      ['| Page | Score |', '| --- | ---: |', '| `/a\\|b` | 90 |'].join('\n'),
    );
  });

  it('refuses a row with the wrong number of cells', () => {
    expect(() => markdownTable(['A', 'B'], [['1']])).toThrow(/1 cells for 2 columns/);
  });
});

describe('replaceSection', () => {
  const api = '## API\n\nAPI figures.\n\n| a |\n| --- |\n';
  const web = '## Web\n\nNew web figures.\n\n### Lighthouse\n\nTable.\n';

  it('adds the section after the others when there is none', () => {
    const document = `# Benchmarks\n\nIntro.\n\n${api}`;
    expect(replaceSection(document, web)).toBe(`# Benchmarks\n\nIntro.\n\n${api}\n${web}`);
  });

  it('replaces only its own section, sub-headings and all, and leaves the API section as it was', () => {
    const document = `# Benchmarks\n\nIntro.\n\n${api}\n## Web\n\nOld.\n\n### Lighthouse\n\nOld table.\n`;
    const next = replaceSection(document, web);
    expect(next).toBe(`# Benchmarks\n\nIntro.\n\n${api}\n${web}`);
    expect(next).not.toContain('Old');
  });

  it('keeps a section that follows the replaced one', () => {
    const document = `# Benchmarks\n\n## Web\n\nOld.\n\n${api}`;
    expect(replaceSection(document, web)).toBe(`# Benchmarks\n\n${web}\n${api}`);
  });

  it('gives the same document when run twice', () => {
    const once = replaceSection(`# Benchmarks\n\n${api}`, web);
    expect(replaceSection(once, web)).toBe(once);
  });

  it('does not mistake a longer heading for its own', () => {
    const document = `# Benchmarks\n\n## Web fonts\n\nKeep.\n`;
    expect(replaceSection(document, web)).toBe(`${document}\n${web}`);
  });

  it('refuses a section without a "## " heading', () => {
    expect(() => replaceSection('# B\n', 'no heading')).toThrow(/## /);
  });
});

describe('verdicts', () => {
  const good = { url: '/', summary: { ...run(100, 1100), cls: 0, tbt: 20 } };
  const slow = { url: '/foundations', summary: { ...run(91, 2900), cls: 0.00002, tbt: 77 } };

  it('says which targets every page meets and names the pages that miss the others', () => {
    const list = verdicts([good, slow], [{ name: 'Search', worst: 96 }, { name: 'Menu', worst: 130 }]);
    expect(list.map((verdict) => [verdict.target, verdict.met])).toEqual([
      ['Performance 100', false],
      ['Accessibility, best practices and SEO 100', true],
      ['CLS 0', false],
      ['TBT under 50 ms', false],
      ['LCP at most 1.2 s', false],
      ['INP at most 100 ms', false],
    ]);
    expect(list[0].misses).toEqual(['/foundations (performance 91)']);
    expect(list[2].misses).toEqual(['/foundations (0.00002)']);
    expect(list[4].misses).toEqual(['/foundations (2.90 s)']);
    expect(list[5].misses).toEqual(['Menu (130 ms)']);
    expect(verdictSentences(list)[1]).toBe('Accessibility, best practices and SEO 100: met everywhere.');
    expect(verdictSentences(list)[3]).toBe('TBT under 50 ms: missed on /foundations (77 ms).');
  });

  it('treats TBT of exactly 50 ms as a miss and LCP of exactly 1.2 s as met', () => {
    const edge = { url: '/', summary: { ...run(100, 1200), tbt: 50 } };
    const list = verdicts([edge], []);
    expect(list.find((verdict) => verdict.target.startsWith('TBT'))?.met).toBe(false);
    expect(list.find((verdict) => verdict.target.startsWith('LCP'))?.met).toBe(true);
  });
});

describe('commonFailures', () => {
  it('lists each audit once with its pages, the most widespread first', () => {
    const pages = [
      { url: '/', failing: [{ id: 'lcp', title: 'LCP' }, { id: 'js', title: 'Unused JS' }] },
      { url: '/search', failing: [{ id: 'js', title: 'Unused JS' }] },
    ];
    expect(commonFailures(pages)).toEqual([
      { id: 'js', title: 'Unused JS', urls: ['/', '/search'] },
      { id: 'lcp', title: 'LCP', urls: ['/'] },
    ]);
  });
});

describe('formatting', () => {
  it('formats bytes, small layout shifts and counts', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(312_071)).toBe('305 KiB');
    expect(formatBytes(null)).toBe('n/a');
    expect(formatCls(0)).toBe('0.000');
    expect(formatCls(0.00002)).toBe('0.00002');
    expect(formatCls(0.1234)).toBe('0.123');
    expect(plural(1, 'run')).toBe('1 run');
    expect(plural(3, 'run')).toBe('3 runs');
  });
});
