// Components of the admin group; each line: export * from './components/<Name>';
export * from './components/SignInPanel';
export * from './components/AccessNotice';
export * from './components/AccountCard';
export * from './components/AdminToolsCard';
export * from './components/AdminArticlesTable';
export * from './components/AdminFilters';
export * from './components/Pagination';
