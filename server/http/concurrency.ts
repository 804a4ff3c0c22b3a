/**
 * A concurrency gate for expensive work: at most `maxRunning` tasks run at
 * once, at most `maxQueued` more wait their turn for at most `maxWaitMs`, and
 * anything beyond that is refused at once with GateBusy. A refusal is cheap
 * and immediate, so under a flood a caller gets a quick "try again" instead
 * of a request that hangs until its client gives up, and the work that does
 * run leaves the database (and, with PGlite, the event loop) free enough for
 * cheap requests.
 */

export class GateBusy extends Error {
  constructor(readonly reason: 'full' | 'waited') {
    super(reason === 'full' ? 'Too many requests are waiting' : 'Waited too long for a turn');
    this.name = 'GateBusy';
  }
}

export interface GateOptions {
  maxRunning: number;
  maxQueued: number;
  maxWaitMs: number;
}

export interface GateStats {
  running: number;
  queued: number;
  /** Tasks started since the gate was made (waited or not). */
  started: number;
  /** Tasks refused since the gate was made (queue full or waited too long). */
  refused: number;
}

interface Waiter {
  deadline: number;
  start: () => void;
  refuse: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export class ConcurrencyGate {
  private running = 0;
  private readonly queue: Waiter[] = [];
  private started = 0;
  private refused = 0;

  constructor(private readonly options: GateOptions) {
    if (options.maxRunning < 1) throw new Error('ConcurrencyGate: maxRunning must be at least 1');
  }

  get stats(): GateStats {
    return { running: this.running, queued: this.queue.length, started: this.started, refused: this.refused };
  }

  /** Runs `task` when a slot is free; rejects with GateBusy when the queue is full or the wait exceeds maxWaitMs. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.maxRunning) {
      this.running += 1;
      this.started += 1;
      return Promise.resolve();
    }
    if (this.queue.length >= this.options.maxQueued) {
      this.refused += 1;
      return Promise.reject(new GateBusy('full'));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        deadline: Date.now() + this.options.maxWaitMs,
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        refuse: () => {
          clearTimeout(waiter.timer);
          this.refused += 1;
          reject(new GateBusy('waited'));
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          waiter.refuse();
        }, this.options.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  /**
   * The slot is handed on from a macrotask, not from the promise chain of
   * the task that ended. PGlite runs each statement synchronously on the
   * event loop, so handing on in a microtask would run queued searches back
   * to back without the loop ever reading a socket: every other request,
   * however cheap, would wait for the whole queue. From setImmediate, the
   * poll phase reads waiting requests first. The slot stays taken meanwhile,
   * so a newcomer cannot jump the queue.
   */
  private release(): void {
    setImmediate(() => this.handOn());
  }

  private handOn(): void {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      // Its timer may not have had a chance to fire while the loop was busy.
      if (Date.now() > next.deadline) {
        next.refuse();
        continue;
      }
      this.started += 1;
      next.start();
      return;
    }
    this.running -= 1;
  }
}

/**
 * A ConcurrencyGate per key (a client) in front of one gate shared by all:
 * a key runs at most `perKey.maxRunning` tasks and queues `perKey.maxQueued`
 * more, and only its running tasks take a turn at the shared gate, so one
 * client can neither fill the shared queue nor hold every slot, while many
 * clients together still meet the shared bound.
 *
 * A key's gate exists only while the key has tasks running or waiting, and
 * is dropped with its last one: memory grows with the tasks in flight, never
 * with the number of keys ever seen, so rotating addresses gain nothing.
 */
export class KeyedConcurrencyGate {
  readonly shared: ConcurrencyGate;
  private readonly perKey = new Map<string, { gate: ConcurrencyGate; tasks: number }>();

  constructor(
    private readonly perKeyOptions: GateOptions,
    sharedOptions: GateOptions,
  ) {
    this.shared = new ConcurrencyGate(sharedOptions);
  }

  /** How many keys have tasks running or waiting now (the only per-key state kept). */
  get keys(): number {
    return this.perKey.size;
  }

  /** Runs `task` once both `key`'s gate and the shared gate give it a slot; rejects with GateBusy when either refuses. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let entry = this.perKey.get(key);
    if (!entry) {
      entry = { gate: new ConcurrencyGate(this.perKeyOptions), tasks: 0 };
      this.perKey.set(key, entry);
    }
    entry.tasks += 1;
    try {
      return await entry.gate.run(() => this.shared.run(task));
    } finally {
      entry.tasks -= 1;
      if (entry.tasks === 0) this.perKey.delete(key);
    }
  }
}
