import { chromium } from 'playwright-core';
const base = process.argv[2]; const rate = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-dev-shm-usage','--disable-gpu', ...(process.env.NOBF ? ['--disable-features=BackForwardCache'] : [])] });
const related = await (await fetch(base + '/api/article/monroe-doctrine/related')).json();
const next = related.data[0];
const info = (page) => page.evaluate(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const marks = [...document.querySelectorAll('main section, main aside, main header, main figure, main nav, main > *')].slice(0, 40).map((e) => `${e.tagName}.${(e.getAttribute('aria-labelledby')||e.id||e.className||'').toString().slice(0,30)}@${Math.round(e.getBoundingClientRect().top + scrollY)}h${Math.round(e.getBoundingClientRect().height)}`);
  return { y: scrollY, h: document.documentElement.scrollHeight, fonts: document.documentElement.hasAttribute('data-webfonts'), loaded: [...document.fonts].filter(f=>f.status==='loaded').length, navType: nav?.type, marks };
});
for (let i = 0; i < Number(process.argv[4] ?? 5); i++) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.goto(base + '/about'); await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForFunction(() => localStorage.getItem('parchment:web-fonts') !== null);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(base + '/articles/monroe-doctrine'); await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const card = page.getByRole('region', { name: 'Related articles' }).getByRole('heading', { level: 3, name: next.title }).getByRole('link');
  await card.scrollIntoViewIfNeeded();
  const first = await info(page);
  await card.click(); await page.getByRole('heading', { level: 1, name: next.title }).first().waitFor();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: /monroe doctrine/i }).first().waitFor();
  await page.waitForTimeout(1500);
  const back = await info(page);
  const diff = back.y - first.y;
  console.log(`run ${i}: left ${first.y} back ${back.y} diff ${diff} h ${first.h}/${back.h} fonts ${first.fonts}/${back.fonts} loaded ${first.loaded}/${back.loaded} nav ${back.navType}`);
  if (diff !== 0 || first.h !== back.h) for (let k = 0; k < Math.max(first.marks.length, back.marks.length); k++) if (first.marks[k] !== back.marks[k]) console.log('   ', first.marks[k], '|', back.marks[k]);
  await ctx.close();
}
await browser.close();
