/** A content page file compiles to its page's module (site/content/contentPagesPlugin.ts). */
declare module '*.md' {
  const page: import('../pageTypes').PageModule;
  export default page;
}
