'use client';
/**
 * The one client module the app writes for Parchment: Next's Link as the
 * provider's link component. A server component cannot hand a function to a
 * client one, but it can hand it this module's export, a client reference.
 */
import NextLink from 'next/link';
import type { LinkComponentProps } from '@parchment/ui';

export function RouterLink(props: LinkComponentProps) {
  return <NextLink {...props} />;
}
