/**
 * The about and policy pages as content files (docs/product.md §2, Static
 * pages): the format editors write in site/content/pages/*.md, and the rules
 * that stop the build with a message naming the file and the rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentPageError, parseContentPage } from '../../../site/content/contentPages';

const FRONT = `---
path: /about/sample
title: Sample Page
description: A sample page for the parser's tests, one sentence long.
intro: What this page is about.
---
`;

const page = (body: string, front = FRONT) => parseContentPage('sample.md', front + body);
const refused = (body: string, front = FRONT) => () => page(body, front);

describe('content pages: the files in site/content/pages', () => {
  const dir = path.resolve('site/content/pages');
  const files = readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md');

  it('are the seven about and policy pages, each at its own address', () => {
    const paths = files.map((file) => parseContentPage(file, readFileSync(path.join(dir, file), 'utf8')).path).sort();
    expect(paths).toEqual(['/about', '/about/accessibility', '/about/corrections-policy', '/about/editorial-policy', '/about/ownership', '/contact', '/privacy-policy']);
  });

  it("the README's example is a valid page", () => {
    const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
    const example = /```markdown\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const parsed = parseContentPage('README example', example.replace(/ +#.*$/gm, ''));
    expect(parsed.sections.map((section) => section.id)).toEqual(['who-runs-parchment']);
    expect(parsed.breadcrumbs).toEqual([{ label: 'About', href: '/about' }]);
  });
});

describe('content pages: what the format gives', () => {
  it('turns each ## heading with its anchor into a section of paragraphs, lists, notes and ### headings', () => {
    const parsed = page(`## First part {#first-part}

A paragraph with **bold**, \`code\` and [a link](/contact).

- one
- two

1. step

> A note.

### A sub-heading
`);
    expect(parsed.sections).toHaveLength(1);
    const [section] = parsed.sections;
    expect(section).toMatchObject({ id: 'first-part', title: 'First part' });
    expect(section.blocks.map((block) => block.kind)).toEqual(['paragraph', 'list', 'list', 'note', 'heading']);
    expect(section.blocks[0]).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'A paragraph with ' },
        { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
        { kind: 'text', text: ', ' },
        { kind: 'code', text: 'code' },
        { kind: 'text', text: ' and ' },
        { kind: 'link', href: '/contact', children: [{ kind: 'text', text: 'a link' }] },
        { kind: 'text', text: '.' },
      ],
    });
    expect(section.blocks[2]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('reads a list whose every item starts with a bold label and a colon as labelled facts', () => {
    const [facts, plain] = page(`## Facts {#facts}

- **Entity:** Not yet registered
- **Funding sources:** Not yet published

And a list:

- **Source every claim.** A bold start without a colon is a list.
`).sections[0].blocks.filter((block) => block.kind !== 'paragraph');
    expect(facts).toEqual({
      kind: 'facts',
      facts: [
        { term: 'Entity', value: [{ kind: 'text', text: 'Not yet registered' }] },
        { term: 'Funding sources', value: [{ kind: 'text', text: 'Not yet published' }] },
      ],
    });
    expect(plain.kind).toBe('list');
  });

  it('takes the trail, the contents list and the dates from the front matter', () => {
    const parsed = page('## A {#a}\n\nText.\n', `---
path: /contact
title: Contact Us
breadcrumb: Contact
description: One sentence about the page.
intro: The intro.
contents: true
updated: 2024-10-17
reviewed: 2026-11-21
---
`);
    expect(parsed).toMatchObject({ path: '/contact', breadcrumb: 'Contact', breadcrumbs: [], contents: true, updated: '2024-10-17', reviewed: '2026-11-21' });
    expect(page('## A {#a}\n\nText.\n')).toMatchObject({ breadcrumb: 'Sample Page', contents: false, updated: null, reviewed: null });
  });
});

describe('content pages: the rules, each refused with the file and the rule named', () => {
  it('content is text: raw HTML is refused, in a block or inside a paragraph', () => {
    expect(refused('## A {#a}\n\n<script>alert(1)</script>\n')).toThrow(/sample\.md: raw HTML is not allowed/);
    expect(refused('## A {#a}\n\nSome <b>bold</b> text.\n')).toThrow(/sample\.md: raw HTML is not allowed/);
  });

  it('images are refused', () => {
    expect(refused('## A {#a}\n\n![a map](/map.png)\n')).toThrow(/images are not allowed/);
  });

  it('links go to the site, an anchor, https or mailto only', () => {
    expect(refused('## A {#a}\n\n[click](javascript:alert(1))\n')).toThrow(/links go to a site path/);
    expect(refused('## A {#a}\n\n[old](http://example.org)\n')).toThrow(/links go to a site path/);
    expect(refused('## A {#a}\n\n[elsewhere](//example.org)\n')).toThrow(/links go to a site path/);
    expect(page('## A {#a}\n\n[a](/x), [b](#a), [c](https://example.org), [d](mailto:a@example.org)\n').sections).toHaveLength(1);
  });

  it('every section has an anchor, used once, and none is empty', () => {
    expect(refused('## No anchor\n\nText.\n')).toThrow(/section "No anchor" needs an anchor/);
    expect(refused('## A {#a}\n\nText.\n\n## B {#a}\n\nText.\n')).toThrow(/the anchor #a is used twice/);
    expect(refused('## A {#a}\n\n## B {#b}\n\nText.\n')).toThrow(/section "A" is empty/);
  });

  it('the text starts with a section; there is no # heading and nothing deeper than ###', () => {
    expect(refused('Text before any section.\n\n## A {#a}\n\nText.\n')).toThrow(/the text starts with a section/);
    expect(refused('# A title\n\n## A {#a}\n\nText.\n')).toThrow(/no # heading/);
    expect(refused('## A {#a}\n\n#### Too deep\n')).toThrow(/h4 is not allowed/);
    expect(refused('')).toThrow(/needs at least one section/);
  });

  it('lists do not nest', () => {
    expect(refused('## A {#a}\n\n- one\n  - inner\n')).toThrow(/a list item may hold text only/);
  });

  it('the front matter is there, with a path, a title, a description of at most 200 characters and an intro', () => {
    expect(refused('## A {#a}\n\nText.\n', '')).toThrow(/must start with front matter/);
    expect(refused('## A {#a}\n\nText.\n', FRONT.replace('title: Sample Page\n', ''))).toThrow(/front matter needs "title"/);
    expect(refused('## A {#a}\n\nText.\n', FRONT.replace(/description: .*\n/, `description: ${'x'.repeat(201)}\n`))).toThrow(/at most 200 characters/);
    expect(refused('## A {#a}\n\nText.\n', FRONT.replace('path: /about/sample', 'path: about'))).toThrow(/"path" must be a site path/);
    expect(refused('## A {#a}\n\nText.\n', FRONT.replace('---\n', '---\nupdated: 17 October\n'))).toThrow(/"updated" must be a date/);
    expect(refused('## A {#a}\n\nText.\n', FRONT.replace('---\n', '---\nbreadcrumbs:\n  - label: About\n'))).toThrow(/breadcrumbs\[0\] needs a label and a site path/);
  });

  it('is a ContentPageError, which the build reports as it is', () => {
    expect(refused('## No anchor\n\nText.\n')).toThrow(ContentPageError);
  });
});
