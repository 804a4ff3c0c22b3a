/**
 * docs/product.md §2, shared layout: the theme control's form, for readers
 * without scripts. POST /theme sets the cookie the pages are rendered from and
 * sends the reader back to the page the form was on; anything else is a clear
 * 4xx. Real server and build, over real HTTP (the browser side is in
 * reader.test.ts, "server rendering with JavaScript off").
 */
import { describe, expect, it } from 'vitest';
import { siteForTests } from './support/site';

const { site } = siteForTests();

function postTheme(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${site.url}/theme`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    redirect: 'manual',
  });
}

describe('POST /theme (the theme control without scripts)', () => {
  it('sets the chosen theme for a year and sends the reader back to the page and query they were on (303)', async () => {
    const response = await postTheme('theme=ink', { Referer: `${site.url}/foundations?topic=amendments` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/foundations?topic=amendments');
    expect(response.headers.get('set-cookie')).toBe('pm-theme=ink; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The page it goes back to is rendered in that theme.
    const page = await fetch(`${site.url}/foundations?topic=amendments`, { headers: { Cookie: 'pm-theme=ink' } });
    expect(await page.text()).toMatch(/<html lang="en" data-theme="ink">/);
  });

  it('System removes the override', async () => {
    const response = await postTheme('theme=system', { Referer: `${site.url}/about` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/about');
    expect(response.headers.get('set-cookie')).toBe('pm-theme=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('never sends the reader to another site: a foreign or missing Referer goes back to the home page', async () => {
    for (const referer of ['https://elsewhere.example/page', 'javascript:alert(1)', 'not a url']) {
      const response = await postTheme('theme=parchment', { Referer: referer });
      expect(response.headers.get('location'), referer).toBe('/');
    }
    expect((await postTheme('theme=parchment')).headers.get('location')).toBe('/');
    expect((await postTheme('theme=parchment', { Referer: `${site.url}//elsewhere.example/x` })).headers.get('location')).toBe('/');
  });

  it('an unknown or missing choice is a 400 that says what to send, and sets nothing', async () => {
    for (const body of ['theme=purple', 'colour=ink', '']) {
      const response = await postTheme(body);
      expect(response.status, body).toBe(400);
      expect(await response.text()).toBe('Choose a theme: system, parchment, ink.');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const json = await postTheme(JSON.stringify({ theme: 'ink' }), { 'Content-Type': 'application/json' });
    expect(json.status).toBe(400);
  });

  it('refuses a body larger than a theme form (413), without reading it', async () => {
    const response = await postTheme(`theme=ink&padding=${'x'.repeat(2048)}`);
    expect(response.status).toBe(413);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
