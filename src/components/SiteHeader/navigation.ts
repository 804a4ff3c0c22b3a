/** A navigation link: where it goes, its text, and whether only the exact path counts as being on it. */
export interface NavigationLink {
  /** Where the link goes, e.g. /foundations. */
  href: string;
  /** The link's visible text. */
  label: string;
  /** Only this exact path is "this page"; otherwise every path below it is too. */
  exact?: boolean;
}

/** A disclosure menu of links at the header's end (for example an account or admin menu). */
export interface HeaderMenu {
  /** The button's text, which also names the menu's navigation landmark. */
  label: string;
  /** The links it shows when open. */
  links: readonly NavigationLink[];
}

/**
 * Whether `currentPath` is the page (or inside the section) a link points to:
 * "/" only for "/", "/foundations" for "/foundations" and anything under
 * "/foundations/", never for "/foundations-extra". A query or hash is ignored.
 */
export function isCurrentLink(currentPath: string, link: NavigationLink): boolean {
  const path = currentPath.split(/[?#]/)[0] || '/';
  if (path === link.href) return true;
  if (link.exact) return false;
  return path.startsWith(`${link.href}/`);
}
