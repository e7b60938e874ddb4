import { Icon, iconPaths } from '@/components/ui/icon';

/**
 * The console's line icons, drawn like the storefront's (components/ui/icon.tsx) and sharing its
 * paths where both show the same thing; the console-only ones stay here, out of the storefront.
 */
const paths = {
  dashboard: 'M4 4h7v8H4V4Zm9 0h7v5h-7V4ZM4 14h7v6H4v-6Zm9-3h7v9h-7v-9Z',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6M9 12h6',
  returns: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  offers: 'M3 12V4h8l10 10-8 8L3 12Zm5-4h.01',
  promotions:
    'M19 5 5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm9 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  products: iconPaths.box,
  add: 'M12 5v14M5 12h14',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  stock: 'M4 20h16M6 20V14h3v6M11 20V9h3v11M16 20V4h3v16',
  customers:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-6 9a6 6 0 0 1 12 0m2-9a3 3 0 1 0 0-6m4 15a5 5 0 0 0-3-4.6',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  collapse: 'M4 4h16v16H4V4Zm5 0v16m6-11-3 3 3 3',
  menu: iconPaths.menu,
  store: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6',
  chevron: iconPaths.chevronEnd,
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  search: iconPaths.search,
  close: iconPaths.close,
  lock: 'M6 11h12v9H6v-9Zm3 0V8a3 3 0 0 1 6 0v3m-3 4v2',
} as const;

export type AdminIconName = keyof typeof paths;

export function AdminIcon({ name, className }: { name: AdminIconName; className?: string }) {
  return <Icon admin d={paths[name]} className={className} />;
}
