/** Admin: sign-in, access notices, the account and tools cards, and the articles table with its filters. */
// Each line: export * from './components/<Name>'; the package exports this layer alone as @parchment/ui/admin.
export * from './components/SignInPanel';
export * from './components/AccessNotice';
export * from './components/AccountCard';
export * from './components/AdminToolsCard';
export * from './components/AdminArticlesTable';
export * from './components/AdminFilters';
