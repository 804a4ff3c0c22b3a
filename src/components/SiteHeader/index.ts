export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { isCurrentLink, type HeaderMenu, type NavigationLink } from './navigation';
export type { HeaderSearch } from './HeaderSearch';
