export { SiteFooter, type FooterGroup, type FooterLink, type SiteFooterProps } from './SiteFooter';
