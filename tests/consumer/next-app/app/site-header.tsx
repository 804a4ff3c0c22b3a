'use client';
/** The header needs the current path, which Next gives client components (usePathname). */
import { usePathname } from 'next/navigation';
import { SiteHeader, type NavigationLink } from '@parchment/ui';

const navigation: NavigationLink[] = [
  { href: '/', label: 'Collections', exact: true },
  { href: '/collections/courthouse', label: 'Courthouse' },
];

export function AppHeader() {
  return <SiteHeader brandName="County Historical Society" navigation={navigation} navigationLabel="Main" currentPath={usePathname()} />;
}
