/**
 * Tells a developer, once per deprecated name, what to use instead: a console
 * warning in development builds only. Production builds (NODE_ENV
 * "production", which every bundler replaces at build time) stay silent, and a
 * browser without `process` (an app loading the modules unbundled) counts as
 * development rather than throwing.
 */
const warned = new Set<string>();

function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/** Warns `Parchment: <name> is deprecated. <message>` the first time `name` is given, never again. */
export function warnDeprecated(name: string, message: string): void {
  if (isProduction() || warned.has(name)) return;
  warned.add(name);
  console.warn(`Parchment: ${name} is deprecated. ${message}`);
}
