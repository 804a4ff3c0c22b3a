/**
 * The gate in front of work no cache answers (product §10): a page not
 * rendered before (a 404 for a made-up address, a query parameter the page
 * reads), an API answer not in the answer cache (a full-text
 * /api/articles?q= among them), a search, the admin list, the REST call
 * and a stored file. Each client (requesterKey of clientIp, so TRUST_PROXY
 * is honoured) runs a couple of such tasks at once with a short queue, and
 * the whole server a few more; beyond either, 503 with Retry-After at once,
 * never a wait that ends in the client's time-out. Cached pages and
 * answers, sign-in and the health check never pass it, so a flood of
 * uncached requests leaves them fast.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cameOverNetwork, clientIp, requesterKey } from './client-ip.ts';
import { KeyedConcurrencyGate, type GateBusy, type GateOptions } from './concurrency.ts';

/**
 * A reader's browser asks for a page and, after it, a few API answers at
 * once; a crawler asks one at a time. Two running and eight waiting is room
 * for both, and for a few readers behind one address.
 */
export const CLIENT_WORK_GATE: GateOptions = { maxRunning: 2, maxQueued: 8, maxWaitMs: 2000 };

/**
 * Renders are synchronous work on the event loop, and a PGlite statement
 * holds the loop too, so more running at once would only lengthen the line
 * that a cached page or a sign-in waits in. Waiting costs the loop nothing,
 * so the line holds 64: fifty readers searching at once (a millisecond or
 * two each) all wait their turn, where a line of 32 refused a third of
 * them after a half-second pause; a line of slow renders is still cut short
 * by maxWaitMs.
 */
export const SERVER_WORK_GATE: GateOptions = { maxRunning: 4, maxQueued: 64, maxWaitMs: 2000 };

/**
 * How long a request refused because the queue is full waits before its 503
 * goes out. A client that retries as soon as it is refused (a flood ignores
 * Retry-After) would otherwise make the server spend its whole event loop
 * answering refusals, and every article and sign-in would wait its turn
 * behind a hundred of them; held for half a second, each such connection
 * costs a few answers a second. Still far inside any client's time-out.
 */
export const REFUSAL_PAUSE_MS = 500;

export const WORK_BUSY = 'The server is busy right now. Please try again in a moment.';

/** The headers of every 503 a gate causes. */
export const BUSY_HEADERS = { 'Retry-After': '1', 'Cache-Control': 'no-store' };

declare module 'hono' {
  interface ContextVariableMap {
    workGate?: WorkGate;
  }
}

export class WorkGate {
  readonly gate: KeyedConcurrencyGate;

  constructor(
    private readonly proxyHops: number,
    perClient: GateOptions = CLIENT_WORK_GATE,
    wholeServer: GateOptions = SERVER_WORK_GATE,
  ) {
    this.gate = new KeyedConcurrencyGate(perClient, wholeServer);
  }

  run<T>(c: Context, task: () => Promise<T>): Promise<T> {
    return this.gate.run(requesterKey(clientIp(c, this.proxyHops)), task);
  }

  /** Makes this the gate gatedWork uses for every request of the app. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      c.set('workGate', this);
      await next();
    };
  }
}

/**
 * Runs `task` under the app's work gate, as the client of `c`; rejects with
 * GateBusy when the gate refuses it. A request the server made to itself (a
 * page's data) runs at once: the page that asked holds the slot, and making
 * it wait for a second one could make every running page wait for the others.
 */
export function gatedWork<T>(c: Context, task: () => Promise<T>): Promise<T> {
  const gate = c.get('workGate');
  return gate && cameOverNetwork(c) ? gate.run(c, task) : task();
}

/** The pause before a refusal goes out (see REFUSAL_PAUSE_MS); none for one that waited its turn already. */
export async function refusalPause(error: GateBusy): Promise<void> {
  if (error.reason === 'full') await new Promise((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));
}
