/**
 * Tells a developer, once per deprecated name, what to use instead: a console
 * warning in development builds only. Production builds (NODE_ENV
 * "production", which every bundler replaces at build time) stay silent, and a
 * browser without `process` (an app loading the modules unbundled) counts as
 * development rather than throwing.
 */
const warned = new Set<string>();

/** Node's `process` as far as this reads it; the package compiles without Node's types. */
declare const process: { env: { NODE_ENV?: string } };

/**
 * `process.env.NODE_ENV` written out in full, so that bundlers replace it with
 * the build's mode; the try is for a page where nothing replaced it and there
 * is no `process`.
 */
function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/** Warns `@parchment/ui: <name> is deprecated. <message>` the first time `name` is given, never again. */
export function warnDeprecated(name: string, message: string): void {
  if (isProduction() || warned.has(name)) return;
  warned.add(name);
  console.warn(`@parchment/ui: ${name} is deprecated. ${message}`);
}
