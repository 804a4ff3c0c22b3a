/** The server's only output channel, so tests can silence it and keep what they need. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
  /** Routine events worth a line only when someone is looking (LOG_LEVEL=debug). */
  debug?(message: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
  debug: (message) => {
    if (process.env.LOG_LEVEL === 'debug') console.log(message);
  },
};

export const silentLogger: Logger = { info: () => {}, error: () => {}, debug: () => {} };

/**
 * True for the error Node raises when a client goes away before its request
 * body arrived (closed tab, dropped connection, a body slower than the
 * request timeout): routine on the open internet, nothing broke on our side.
 */
export function isClientGone(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || error.name === 'AbortError' || error.message === 'aborted';
}

/** Logs a failed request: one debug line when the client left, the error with its stack otherwise. */
export function logRequestFailure(log: Logger, method: string, path: string, error: unknown): void {
  if (isClientGone(error)) log.debug?.(`${method} ${path}: the client went away before its request was read`);
  else log.error(`${method} ${path} failed`, error);
}
