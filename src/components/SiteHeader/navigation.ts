/** A link of the header: where it goes, its text, and whether only the exact path counts as being on it. */
export interface HeaderLink {
  href: string;
  label: string;
  /** Only this exact path is "this page"; otherwise every path below it is too. */
  exact?: boolean;
}

/** Spec, shared layout: the header's links, in this order. */
export const mainNavigation: readonly HeaderLink[] = [
  { href: '/', label: 'Home', exact: true },
  { href: '/foundations', label: 'Foundations' },
  { href: '/civic-life', label: 'Civic Life' },
  { href: '/people', label: 'People' },
  { href: '/landmarks', label: 'Landmarks' },
  { href: '/media', label: 'Media' },
  { href: '/about', label: 'About' },
];

/** Spec, shared layout: the admin-only menu. */
export const adminNavigation: readonly HeaderLink[] = [
  { href: '/admin', label: 'Admin Home', exact: true },
  { href: '/admin/articles', label: 'Articles' },
];

/**
 * Whether `currentPath` is the page (or inside the section) a link points to:
 * "/" only for "/", "/foundations" for "/foundations" and anything under
 * "/foundations/", never for "/foundations-extra". A query or hash is ignored.
 */
export function isCurrentLink(currentPath: string, link: HeaderLink): boolean {
  const path = currentPath.split(/[?#]/)[0] || '/';
  if (path === link.href) return true;
  if (link.exact) return false;
  return path.startsWith(`${link.href}/`);
}
