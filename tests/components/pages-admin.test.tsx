/**
 * /admin and /admin/articles (product §§2, 4, 5, 6, 8), and the header's
 * Admin menu, against the real server: its auth stand-in, the
 * me_admin_status RPC, the admin list and public storage. The site's own
 * Supabase client runs unchanged; a test stands in for the server only to
 * make an answer fail or wait.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAuthClient, resetAuthSession } from '../../site/auth/session';
import { renderRoute } from '../support/renderRoute';
import {
  ADMIN_EMAIL,
  freshPage,
  gate,
  latestMail,
  newClientLoader,
  redirectTarget,
  setAdmin,
  signIn,
  startAdminTestServer,
  watchRequests,
  type AdminTestServer,
} from './pages-admin.support';

// Real requests to a real server: allow for a busy machine.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

let server: AdminTestServer;
let network: ReturnType<typeof watchRequests>;
let readers = 0;
/** A new address per test, so no test sees another's session, mail or rights. */
const newReader = () => `reader-${Date.now()}-${(readers += 1)}@example.com`;

beforeAll(async () => {
  server = await startAdminTestServer();
}, 180_000);
afterAll(async () => {
  await server?.stop();
});
beforeEach(() => {
  freshPage(server, '/admin');
  network = watchRequests();
  // Each simulated page load makes a new client, as a browser would; supabase-js notices the earlier ones and says so.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
  });
});
afterEach(async () => {
  await network.settled();
  vi.restoreAllMocks();
});

const adminMenu = () => screen.queryByRole('navigation', { name: 'Admin' });
const rpcPath = '/rest/v1/rpc/me_admin_status';

function failJson(status: number, body: object) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('/admin (product §§2, 4, 5, 6, 8)', () => {
  it("session: shows 'Loading...' first, then, with no session, the sign-in panel 'Admin Access'", async () => {
    renderRoute('/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access the admin dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeEnabled();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Admin')).toHaveAttribute('aria-current', 'page');
    expect(adminMenu()).not.toBeInTheDocument();
  });

  it("magic-link validation: empty or lacking '@' shows 'Please enter a valid email address' and nothing is sent", async () => {
    const user = userEvent.setup();
    renderRoute('/admin');
    const send = await screen.findByRole('button', { name: 'Send Magic Link' });
    await user.click(send);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader.example.com');
    await user.click(send);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(network.paths('/auth/v1/otp')).toEqual([]);
  });

  it("magic link: after sending, 'Check your email for the magic link!', and the link sent returns to /admin", async () => {
    const user = userEvent.setup();
    const email = newReader();
    renderRoute('/admin');
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), email);
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText('Check your email for the magic link!')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    const mail = await latestMail(server, email);
    expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(`${server.url}/admin`);
  });

  it("magic link: the provider's error message is shown as is, and the form stays", async () => {
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'someone@localhost');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to validate email address: invalid format');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('someone@localhost');
    expect(screen.queryByText('Check your email for the magic link!')).not.toBeInTheDocument();
  });

  it('sign-in redirects return to /admin: the emailed link signs in, admin access is verified and Admin Home is shown', async () => {
    const user = userEvent.setup();
    const { unmount } = renderRoute('/admin');
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), ADMIN_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    await screen.findByText('Check your email for the magic link!');
    unmount();

    // The reader opens the link from the mail: the server verifies it and sends the browser back to /admin with the session.
    const landing = await redirectTarget((await latestMail(server, ADMIN_EMAIL)).link);
    expect(landing.startsWith(`${server.url}/admin#access_token=`)).toBe(true);
    freshPage(server, landing.slice(server.url.length));
    renderRoute('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Home' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    const account = screen.getByRole('region', { name: 'Your Account' });
    expect(within(account).getByText(ADMIN_EMAIL)).toBeInTheDocument();
    const { data } = await (await loadAuthClient()).auth.getSession();
    expect(within(account).getByText(data.session!.user.id)).toBeInTheDocument();
    const tools = screen.getByRole('region', { name: 'Admin Tools' });
    expect(within(tools).getByRole('link', { name: 'Manage Articles' })).toHaveAttribute('href', '/admin/articles');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("Google sign-in: 'Sign in with Google' sends the browser to Google sign-in, to return to /admin", async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0][0]));
    expect(target.origin + target.pathname).toBe(`${server.url}/auth/v1/authorize`);
    expect(target.searchParams.get('provider')).toBe('google');
    expect(target.searchParams.get('redirect_to')).toBe(`${server.url}/admin`);
  });

  it('an OAuth error that comes back in the URL is shown on the sign-in panel, and taken out of the address', async () => {
    // This server has no Google credentials, so it sends the browser straight back with the reason.
    const back = await redirectTarget(`${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${server.url}/admin`)}`);
    expect(back).toContain('#error=');
    freshPage(server, back.slice(server.url.length));
    renderRoute('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not configured on this server.');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('a spent magic link comes back with its error, shown on the sign-in panel', async () => {
    const email = newReader();
    const link = (await (async () => {
      await fetch(`${server.url}/auth/v1/otp?redirect_to=${encodeURIComponent(`${server.url}/admin`)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: 'test' },
        body: JSON.stringify({ email }),
      });
      return latestMail(server, email);
    })()).link;
    await redirectTarget(link); // the first use spends it
    const back = await redirectTarget(link);
    freshPage(server, back.slice(server.url.length));
    renderRoute('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email link is invalid or has expired');
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeInTheDocument();
  });

  it("admin status: 'Verifying admin access...' while the check runs, and no Admin menu until it succeeds", async () => {
    await signIn(server, ADMIN_EMAIL);
    const answer = gate();
    network.answerWith((request, pass) => (request.path === rpcPath ? answer.opened.then(pass) : undefined));
    renderRoute('/admin');
    expect(await screen.findByText('Verifying admin access...')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(adminMenu()).not.toBeInTheDocument();
    act(() => answer.open());
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Home' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    // The page and the header's menu share one check: a second one could go out after Sign Out revoked the token.
    expect(network.paths(rpcPath)).toHaveLength(1);
  });

  it('admin check failure: the message with Retry and Switch Account, treated as non-admin; Retry checks again', async () => {
    const user = userEvent.setup();
    await signIn(server, ADMIN_EMAIL);
    let failing = true;
    network.answerWith((request) =>
      request.path === rpcPath && failing
        ? Promise.resolve(failJson(500, { code: 'PGRST000', details: null, hint: null, message: 'Something went wrong on our side.' }))
        : undefined,
    );
    renderRoute('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('heading', { level: 1, name: 'Could not verify admin access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch Account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Home' })).not.toBeInTheDocument();
    expect(adminMenu()).not.toBeInTheDocument();

    failing = false;
    const checksBefore = network.paths(rpcPath).length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Home' })).toBeInTheDocument();
    expect(network.paths(rpcPath).length).toBeGreaterThan(checksBefore);
    // The header checked again too, so it agrees with the page.
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it("admin check failure: an unreachable server shows the failure's message", async () => {
    await signIn(server, ADMIN_EMAIL);
    network.answerWith((request) => (request.path === rpcPath ? Promise.reject(new TypeError('Failed to fetch')) : undefined));
    renderRoute('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("signed-in non-admin: 'No Access', 'Your account does not have admin privileges.', 'Signed in as' with Retry and Switch Account", async () => {
    const email = newReader();
    await signIn(server, email);
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'No Access' })).toBeInTheDocument();
    expect(screen.getByText('Your account does not have admin privileges.')).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent(`Signed in as ${email}`);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch Account' })).toBeInTheDocument();
    expect(adminMenu()).not.toBeInTheDocument();
  });

  it('Retry re-checks admin status: rights granted meanwhile open Admin Home', async () => {
    const user = userEvent.setup();
    const email = newReader();
    await signIn(server, email);
    renderRoute('/admin');
    await screen.findByRole('heading', { level: 1, name: 'No Access' });
    await setAdmin(server, email, true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Home' })).toBeInTheDocument();
    expect(screen.getByText(email)).toBeInTheDocument();
  });

  it('Switch Account signs out and returns to sign-in', async () => {
    const user = userEvent.setup();
    await signIn(server, newReader());
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Switch Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Access' })).toBeInTheDocument();
    expect(Object.keys(window.localStorage).filter((key) => /^sb-.*-auth-token$/.test(key))).toEqual([]);
  });

  it('Sign Out returns to sign-in, forgets the stored session and hides the Admin menu', async () => {
    const user = userEvent.setup();
    await signIn(server, ADMIN_EMAIL);
    renderRoute('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Home' });
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Access' })).toBeInTheDocument();
    expect(adminMenu()).not.toBeInTheDocument();
    expect(Object.keys(window.localStorage).filter((key) => /^sb-.*-auth-token$/.test(key))).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('admin status is re-checked when the signed-in user changes', async () => {
    const email = newReader();
    await signIn(server, email);
    renderRoute('/admin');
    await screen.findByRole('heading', { level: 1, name: 'No Access' });
    // Another account signs in in this browser (e.g. in another tab): the page follows the new user.
    await act(() => signIn(server, ADMIN_EMAIL));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Home' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_EMAIL, { selector: 'dd' })).toBeInTheDocument();
    await act(() => signIn(server, email));
    expect(await screen.findByRole('heading', { level: 1, name: 'No Access' })).toBeInTheDocument();
  });
  it('when the sign-in code cannot be downloaded, the page says so and Retry loads it again', async () => {
    const user = userEvent.setup();
    const working = newClientLoader();
    const loader = vi.fn(working).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    freshPage(server, '/admin', loader);
    renderRoute('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(screen.getByText('Sign-in is unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Access' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('header Admin menu (product §§2 and 6)', () => {
  it('with no stored session there is no Admin menu, and the auth client is never loaded', async () => {
    const loader = freshPage(server, '/about');
    renderRoute('/about');
    // The page is drawn and every request it made has been answered: the header has all it will ever have to decide on.
    await screen.findByRole('heading', { level: 1 });
    await act(() => network.settled());
    expect(network.paths('/')).toEqual([]);
    expect(adminMenu()).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('with a stored admin session the header shows the Admin menu: Admin Home and Articles', async () => {
    const user = userEvent.setup();
    await signIn(server, ADMIN_EMAIL);
    // A later visit: the session is in storage, nothing is loaded yet.
    const loader = newClientLoader();
    resetAuthSession(loader);
    renderRoute('/about');
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    expect(loader).toHaveBeenCalledTimes(1);
    await user.click(within(menu).getByRole('button', { name: 'Admin' }));
    expect(within(menu).getByRole('link', { name: 'Admin Home' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/admin/articles');
  });

  it('with a stored non-admin session the header shows no Admin menu', async () => {
    await signIn(server, newReader());
    resetAuthSession(newClientLoader());
    renderRoute('/about');
    await waitFor(() => expect(network.paths(rpcPath)).toHaveLength(1));
    // Once the admin check has been answered (and React has rendered what it said), the menu would be there.
    await act(() => network.settled());
    expect(adminMenu()).not.toBeInTheDocument();
  });
});

describe('/admin/articles (product §§2, 4, 5, 6)', () => {
  const listPath = '/api/admin/articles';

  /** Everything the admin list holds, read straight from the API as the signed-in admin. */
  async function adminList(token: string, query = 'page=1') {
    const response = await fetch(`${server.url}${listPath}?${query}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as { data: { title: string; slug: string; category_slug: string; hero_media_path: string }[]; meta: { total: number } };
  }

  const table = () => screen.findByRole('table', { name: 'Published articles' });
  const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

  it("signed-out readers see 'Access Denied' with a link back to /admin, and the list is never requested", async () => {
    renderRoute('/admin/articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles Manager' })).toBeInTheDocument();
    expect(screen.getByText('Read-only view of published articles')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    expect(network.paths(listPath)).toEqual([]);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(breadcrumb).getByText('Articles')).toHaveAttribute('aria-current', 'page');
  });

  it("signed-in non-admins see 'Access Denied', and the list is never requested", async () => {
    await signIn(server, newReader());
    renderRoute('/admin/articles');
    expect(await screen.findByRole('heading', { level: 2, name: 'Access Denied' })).toBeInTheDocument();
    expect(network.paths(rpcPath).length).toBeGreaterThan(0);
    expect(network.paths(listPath)).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('the list is fetched only once admin status is confirmed, with the access token, 20 to a page', async () => {
    const session = await signIn(server, ADMIN_EMAIL);
    const answer = gate();
    network.answerWith((request, pass) => (request.path === rpcPath ? answer.opened.then(pass) : undefined));
    renderRoute('/admin/articles');
    expect(await screen.findByText('Verifying admin access...')).toBeInTheDocument();
    expect(network.paths(listPath)).toEqual([]);
    act(() => answer.open());
    expect(bodyRows(await table())).toHaveLength(20);
    const listRequests = network.seen.filter((request) => request.path.startsWith(listPath));
    expect(listRequests.map((request) => request.path)).toEqual([`${listPath}?page=1&per_page=20`]);
    expect(listRequests[0].headers.get('Authorization')).toBe(`Bearer ${session.access_token}`);
  });

  it('table: Hero, Title, Category, Published, Tags, Actions; hero thumbnails from public storage; View opens /articles/{slug} in a new tab', async () => {
    const session = await signIn(server, ADMIN_EMAIL);
    const expected = (await adminList(session.access_token)).data[0];
    renderRoute('/admin/articles');
    const element = await table();
    expect(within(element).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Hero',
      'Title',
      'Category',
      'Published',
      'Tags',
      'Actions',
    ]);
    const first = bodyRows(element)[0];
    expect(within(first).getByRole('rowheader')).toHaveTextContent(expected.title);
    const hero = within(first).getByRole('img');
    expect(hero).toHaveAttribute('src', `${server.url}/storage/v1/object/public/${expected.hero_media_path}`);
    const image = await fetch(hero.getAttribute('src')!);
    expect(image.status).toBe(200);
    const view = within(first).getByRole('link', { name: new RegExp(`^View ${expected.title}`) });
    expect(view).toHaveAttribute('href', `/articles/${expected.slug}`);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
  });

  it("a row without a slug shows a dash instead of View", async () => {
    await signIn(server, ADMIN_EMAIL);
    network.answerWith((request, pass) =>
      request.path.startsWith(listPath)
        ? pass().then(async (response) => {
            const body = (await response.json()) as { data: { slug: string | null }[] };
            body.data[0].slug = null;
            return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
          })
        : undefined,
    );
    renderRoute('/admin/articles');
    const [first, second] = bodyRows(await table());
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    expect(within(first).getByText('No public page')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /^View / })).toBeInTheDocument();
  });

  it("pagination: 'Showing X of Y articles (Page P of N)', Previous disabled on the first page and Next on the last", async () => {
    const user = userEvent.setup();
    const session = await signIn(server, ADMIN_EMAIL);
    const { total } = (await adminList(session.access_token)).meta;
    const pages = Math.ceil(total / 20);
    expect(pages).toBeGreaterThan(1);
    renderRoute('/admin/articles');
    await table();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('status')).toHaveTextContent(`Showing 20 of ${total} articles (Page 1 of ${pages})`);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');

    for (let page = 2; page <= pages; page += 1) {
      await user.click(within(nav).getByRole('button', { name: 'Next' }));
      // Each page has arrived before the next click, as a reader would see it.
      await waitFor(() => expect(within(nav).getByRole('status')).toHaveTextContent(`(Page ${page} of ${pages})`));
    }
    const lastCount = total - (pages - 1) * 20;
    await waitFor(() => expect(within(nav).getByRole('status')).toHaveTextContent(`Showing ${lastCount} of ${total} articles (Page ${pages} of ${pages})`));
    expect(bodyRows(await table())).toHaveLength(lastCount);
    expect(within(nav).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(nav).getByRole('status')).toHaveTextContent(`(Page ${pages} of ${pages})`);
  });

  it('search: typing waits for a pause, then refetches from page 1 with the text', async () => {
    const user = userEvent.setup();
    await signIn(server, ADMIN_EMAIL);
    renderRoute('/admin/articles');
    await table();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 2 of'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'constitution');
    await waitFor(() => expect(network.paths(listPath)).toContain(`${listPath}?page=1&per_page=20&q=constitution`));
    // One request for the finished word, not one per keystroke.
    expect(network.paths(listPath).filter((path) => path.includes('q='))).toEqual([`${listPath}?page=1&per_page=20&q=constitution`]);
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 1 of 1)'));
    const titles = bodyRows(await table()).map((row) => within(row).getByRole('rowheader').textContent ?? '');
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((title) => /constitution/i.test(title))).toBe(true);
  });

  it("category: 'All Categories' plus the slugs seen on the page; a choice refetches page 1, and 'all' is omitted from the request", async () => {
    const user = userEvent.setup();
    const session = await signIn(server, ADMIN_EMAIL);
    const seen = [...new Set((await adminList(session.access_token)).data.map((item) => item.category_slug))].sort();
    renderRoute('/admin/articles');
    await table();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 2 of'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 1 of'));
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Categories', ...seen]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 2 of'));
    await user.selectOptions(select, 'foundations');
    await waitFor(() => expect(network.paths(listPath)).toContain(`${listPath}?page=1&per_page=20&category=foundations`));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 1 of 1)'));
    const foundationsRows = bodyRows(await table());
    expect(foundationsRows.length).toBeGreaterThan(0);
    for (const row of foundationsRows) expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Foundations');

    await user.selectOptions(select, 'All Categories');
    await waitFor(() => expect(network.paths(listPath).at(-1)).toBe(`${listPath}?page=1&per_page=20`));
    expect(network.paths(listPath).some((path) => path.includes('category=all'))).toBe(false);
  });

  it('tag: typing a tag refetches page 1 with it', async () => {
    const user = userEvent.setup();
    await signIn(server, ADMIN_EMAIL);
    renderRoute('/admin/articles');
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'nasa');
    await waitFor(() => expect(network.paths(listPath)).toContain(`${listPath}?page=1&per_page=20&tag=nasa`));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 1 of 1)'));
    const taggedRows = bodyRows(await table());
    expect(taggedRows.length).toBeGreaterThan(0);
    for (const row of taggedRows) expect(within(row).getByRole('list')).toHaveTextContent('nasa');
  });

  it('sorting: pressing Title asks the server for the whole list by title, from page 1; again for the other way; focus stays on the header', async () => {
    const user = userEvent.setup();
    const session = await signIn(server, ADMIN_EMAIL);
    const byTitle = (await adminList(session.access_token, 'page=1&sort=title&order=asc')).data.map((item) => item.title);
    const byTitleDown = (await adminList(session.access_token, 'page=1&sort=title&order=desc')).data.map((item) => item.title);
    renderRoute('/admin/articles');
    await table();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 2 of'));

    const title = screen.getByRole('button', { name: 'Title' });
    await user.click(title);
    await waitFor(() => expect(network.paths(listPath).at(-1)).toBe(`${listPath}?page=1&per_page=20&sort=title&order=asc`));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 1 of'));
    const titles = async () => bodyRows(await table()).map((row) => within(row).getByRole('rowheader').textContent);
    await waitFor(async () => expect(await titles()).toEqual(byTitle));
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Sorted by Title, ascending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Title' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(async () => expect(await titles()).toEqual(byTitleDown));
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
    // The sort holds while paging.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(network.paths(listPath).at(-1)).toBe(`${listPath}?page=2&per_page=20&sort=title&order=desc`));
  });

  it("the address holds the list's filters, page and sort: opened with them, the page asks for that list and shows them in its controls", async () => {
    await signIn(server, ADMIN_EMAIL);
    renderRoute('/admin/articles?q=constitution&category=foundations&sort=title&order=desc&page=1');
    await waitFor(() => expect(network.paths(listPath)).toEqual([`${listPath}?page=1&per_page=20&q=constitution&category=foundations&sort=title&order=desc`]));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('constitution');
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('foundations');
    const titles = bodyRows(await table()).map((row) => within(row).getByRole('rowheader').textContent ?? '');
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a)));
  });

  it('an address with a page past the first asks for that page', async () => {
    await signIn(server, ADMIN_EMAIL);
    renderRoute('/admin/articles?page=2');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 2 of'));
    expect(network.paths(listPath)).toEqual([`${listPath}?page=2&per_page=20`]);
  });

  it("empty: 'No articles found matching your filters.'", async () => {
    const user = userEvent.setup();
    await signIn(server, ADMIN_EMAIL);
    renderRoute('/admin/articles');
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzqx no such article');
    expect(await screen.findByText('No articles found matching your filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Showing 0 of 0 articles (Page 1 of 1)');
  });

  it("error box: 'Error loading articles' with the server's message and Retry, which fetches again", async () => {
    const user = userEvent.setup();
    const email = newReader();
    await setAdmin(server, email, true);
    await signIn(server, email);
    renderRoute('/admin/articles');
    await table();
    // The rights are withdrawn while the page is open: the server refuses the next page.
    await setAdmin(server, email, false);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'Error loading articles' })).toBeInTheDocument();
    expect(box).toHaveTextContent('HTTP 403: Your account does not have admin privileges.');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await setAdmin(server, email, true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The last page shown comes back under 'Loading articles...' until page 2 arrives.
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('(Page 2 of'));
    expect(screen.queryByText('Loading articles...')).not.toBeInTheDocument();
    expect(bodyRows(await table()).length).toBeGreaterThan(0);
  });

  it('a failed admin check on this page shows its message with Retry, not the list', async () => {
    const user = userEvent.setup();
    await signIn(server, ADMIN_EMAIL);
    let failing = true;
    network.answerWith((request) =>
      request.path === rpcPath && failing ? Promise.resolve(failJson(503, { code: 'PGRST000', details: null, hint: null, message: 'Database is starting' })) : undefined,
    );
    renderRoute('/admin/articles');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is starting');
    expect(network.paths(listPath)).toEqual([]);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(bodyRows(await table())).toHaveLength(20);
  });
});
