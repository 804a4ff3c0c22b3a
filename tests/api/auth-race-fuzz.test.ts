/**
 * docs/product.md §10: a property-based race of every sign-in endpoint. Each
 * run fires a random mix of requests at once, each after a random short
 * delay, at the real server over HTTP, and checks that the limits and the
 * single-use rules hold whatever the interleaving:
 *
 * - wrong 6-digit codes: at most 5 checked per address per window;
 * - a mailed link or code signs in at most once, by whichever of the code,
 *   the link or its token hash comes first;
 * - a PKCE auth code yields exactly one session, however many wrong
 *   verifiers race the right one;
 * - concurrent refreshes of one token (within the reuse interval) all get
 *   the same child token;
 * - sign-in mail: one per address per interval, never more than the cap.
 *
 * Seeded: AUTH_FUZZ_SEED=<n> replays a run's requests and delays (the
 * server's own scheduling still varies); AUTH_FUZZ_RUNS=<n> changes its length.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailbox, postJson, requestLink, signIn, tokenFromLink, type Session } from './helpers/auth.ts';
import { startTestServer, START_TIMEOUT, type TestServer } from './helpers/server.ts';

const SEED = Number(process.env.AUTH_FUZZ_SEED ?? 20261128);
const RUNS = Number(process.env.AUTH_FUZZ_RUNS ?? 25);
const MAIL_CAP = 12;

let server: TestServer;
/** A server whose hourly mail cap the runs use up together. */
let capped: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  capped = await startTestServer({ TRUST_PROXY: 'true', RATE_LIMIT_EMAIL_SENT: String(MAIL_CAP), RATE_LIMIT_EMAIL_PER_IP: '3' });
}, START_TIMEOUT);
afterAll(async () => {
  await Promise.all([server?.stop(), capped?.stop()]);
});

let unique = 0;
/** A fresh address and client addresses for each run, so no run meets another's windows. */
const next = () => ++unique;
const ip = (run: number, n: number) => `10.${run >> 8}.${run & 255}.${n + 1}`;
const from = (address: string) => ({ 'X-Forwarded-For': address });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const challengeFor = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Starts every request after its own delay, all at once, and waits for every answer. */
function race<T>(requests: Array<() => Promise<T>>, delays: number[]): Promise<T[]> {
  return Promise.all(requests.map(async (request, n) => {
    await sleep(delays[n % delays.length]);
    return request();
  }));
}

interface Outcome {
  kind: string;
  status: number;
  signedIn: boolean;
}

const scenario = fc.record({
  wrongCodes: fc.integer({ min: 0, max: 12 }),
  rightCodes: fc.integer({ min: 0, max: 3 }),
  links: fc.integer({ min: 0, max: 2 }),
  tokenHashes: fc.integer({ min: 0, max: 2 }),
  pkceRight: fc.integer({ min: 1, max: 3 }),
  pkceWrong: fc.integer({ min: 0, max: 4 }),
  refreshes: fc.integer({ min: 2, max: 5 }),
  mailAsks: fc.integer({ min: 1, max: 6 }),
  cappedAsks: fc.integer({ min: 0, max: 6 }),
  delays: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 30 }),
  order: fc.integer({ min: 0, max: 1_000_000 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** A fixed shuffle from the run's own number, so the order is part of what the seed replays. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function codesAndLinks(run: number, input: Scenario): Promise<void> {
  const email = `raced${run}@example.com`;
  const mail = await requestLink(server, email);
  const token = tokenFromLink(mail.link!);
  const wrong = (n: number) => String((Number(mail.code) + 1 + n) % 1_000_000).padStart(6, '0');
  const requests: Array<() => Promise<Outcome>> = [];
  let n = 0;
  for (let i = 0; i < input.wrongCodes; i++) {
    const who = ip(run, n++);
    requests.push(async () => {
      const response = await postJson(server, '/auth/v1/verify', { type: 'email', email, token: wrong(i) }, from(who));
      return { kind: 'code', status: response.status, signedIn: response.status === 200 };
    });
  }
  for (let i = 0; i < input.rightCodes; i++) {
    const who = ip(run, n++);
    requests.push(async () => {
      const response = await postJson(server, '/auth/v1/verify', { type: 'email', email, token: mail.code }, from(who));
      return { kind: 'code', status: response.status, signedIn: response.status === 200 };
    });
  }
  for (let i = 0; i < input.tokenHashes; i++) {
    const who = ip(run, n++);
    requests.push(async () => {
      const response = await postJson(server, '/auth/v1/verify', { type: 'magiclink', token_hash: token }, from(who));
      return { kind: 'hash', status: response.status, signedIn: response.status === 200 };
    });
  }
  for (let i = 0; i < input.links; i++) {
    const who = ip(run, n++);
    requests.push(async () => {
      const response = await fetch(mail.link!, { redirect: 'manual', headers: from(who) });
      return { kind: 'link', status: response.status, signedIn: (response.headers.get('Location') ?? '').includes('access_token=') };
    });
  }
  const outcomes = await race(shuffled(requests, input.order), input.delays);
  for (const outcome of outcomes) expect([200, 303, 403, 429], JSON.stringify(outcome)).toContain(outcome.status);
  const codeAnswers = outcomes.filter((outcome) => outcome.kind === 'code');
  expect(codeAnswers.filter((outcome) => outcome.status === 403).length, 'wrong codes checked').toBeLessThanOrEqual(5);
  expect(outcomes.filter((outcome) => outcome.signedIn).length, 'sign-ins from one mail').toBeLessThanOrEqual(1);
  if (input.wrongCodes === 0 && input.rightCodes + input.tokenHashes + input.links > 0) {
    // Nothing could slow it: exactly one of them signs in.
    expect(outcomes.filter((outcome) => outcome.signedIn).length).toBe(1);
  }
}

async function pkce(run: number, input: Scenario): Promise<void> {
  const email = `raced.pkce${run}@example.com`;
  const verifier = `${'v'.repeat(50)}${run}`;
  expect((await postJson(server, '/auth/v1/otp', { email, code_challenge: challengeFor(verifier), code_challenge_method: 's256' })).status).toBe(200);
  const mail = await latestMail(server, email);
  const followed = await fetch(mail.link!, { redirect: 'manual' });
  const code = new URL(followed.headers.get('Location')!).searchParams.get('code')!;
  const exchange = (right: boolean, n: number) => async () => {
    const codeVerifier = right ? verifier : `${'w'.repeat(50)}${n}`;
    const response = await postJson(server, '/auth/v1/token?grant_type=pkce', { auth_code: code, code_verifier: codeVerifier }, from(ip(run, 100 + n)));
    return { right, status: response.status };
  };
  const requests = [
    ...Array.from({ length: input.pkceRight }, (_, n) => exchange(true, n)),
    ...Array.from({ length: input.pkceWrong }, (_, n) => exchange(false, 10 + n)),
  ];
  const answers = await race(shuffled(requests, input.order + 1), input.delays);
  const right = answers.filter((answer) => answer.right).map((answer) => answer.status);
  const wrong = answers.filter((answer) => !answer.right).map((answer) => answer.status);
  expect(right.filter((status) => status === 200), `right verifiers ${right.join(',')}`).toHaveLength(1);
  expect(right.filter((status) => status !== 200).every((status) => status === 404)).toBe(true);
  expect(wrong.every((status) => status === 403 || status === 404), `wrong verifiers ${wrong.join(',')}`).toBe(true);
}

async function refreshes(run: number, input: Scenario): Promise<void> {
  const session = await signIn(server, `raced.refresh${run}@example.com`);
  const requests = Array.from({ length: input.refreshes }, (_, n) => async () => {
    const response = await postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token }, from(ip(run, 200 + n)));
    expect(response.status).toBe(200);
    return ((await response.json()) as Session).refresh_token;
  });
  const children = new Set(await race(requests, input.delays));
  expect(children.size, 'child tokens of one refresh token').toBe(1);
  expect(children.has(session.refresh_token)).toBe(false);
}

async function mail(run: number, input: Scenario): Promise<void> {
  const email = `raced.mail${run}@example.com`;
  const ask = (target: TestServer, address: string, n: number) => async () =>
    (await postJson(target, '/auth/v1/otp', { email: address }, from(ip(run, 50 + n)))).status;
  const statuses = await race(
    Array.from({ length: input.mailAsks }, (_, n) => ask(server, email, n)),
    input.delays,
  );
  // One address, one mail per interval (60 s), however many ask at once.
  expect(statuses.filter((status) => status === 200), statuses.join(',')).toHaveLength(1);
  expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
  expect((await mailbox(server)).filter((entry) => entry.to === email)).toHaveLength(1);

  const cappedStatuses = await race(
    Array.from({ length: input.cappedAsks }, (_, n) => ask(capped, `capped${run}.${n}@example.com`, 20 + n)),
    input.delays,
  );
  expect(cappedStatuses.every((status) => status === 200 || status === 429)).toBe(true);
  // Across every run so far: never more mails than the cap, and each 200 is one mail.
  const sent = (await mailbox(capped)).length;
  expect(sent, 'mails under the cap').toBeLessThanOrEqual(MAIL_CAP);
  cappedAnswered += cappedStatuses.filter((status) => status === 200).length;
  expect(sent).toBe(cappedAnswered);
}
let cappedAnswered = 0;

describe('Hardening 2: auth race fuzz', () => {
  it(`limits and single-use rules hold under random interleavings (seed ${SEED}, ${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (input) => {
        const run = next();
        await Promise.all([codesAndLinks(run, input), pkce(run, input), refreshes(run, input), mail(run, input)]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 240_000);
});
