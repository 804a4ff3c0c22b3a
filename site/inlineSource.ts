/**
 * The page's inline scripts (site/boot.ts, site/webFonts.ts) are functions'
 * source text, run alone in the page, so that text must be the functions as
 * written. A loader that rewrites the renderer while loading it (tsx does,
 * with esbuild's keepNames, for a dist/ copied away from the project's
 * package.json, where Node would not read it as a module) adds calls to a
 * `__name` helper that no page has: every page's script would throw and no
 * page would hydrate. The renderer refuses to start instead, saying why.
 */
export function checkedInlineScript(name: string, script: string): string {
  if (/\b__name\(/.test(script)) {
    throw new Error(
      `The ${name} was rewritten by the module loader (it calls __name, which pages do not have). ` +
        'Load the built renderer as the ES module it is: keep dist/ beside the package.json that says "type": "module".',
    );
  }
  return script;
}
