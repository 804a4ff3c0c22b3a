export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
