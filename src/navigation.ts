// Components of the navigation group; each line: export * from './components/<Name>';
export * from './components/SkipLink';
export * from './components/SiteHeader';
export * from './components/ThemeToggle';
export * from './components/SiteFooter';
export * from './components/Breadcrumbs';
export * from './components/PageHeader';
export * from './components/FilterBar';
