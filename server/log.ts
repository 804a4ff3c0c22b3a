/** The server's only output channel, so tests can silence it and keep what they need. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
