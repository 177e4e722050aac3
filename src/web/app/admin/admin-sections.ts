import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { OperatorRole } from '@shared/schemas/operators';

/**
 * The operator console's sections: one entry per navigation link, one lazy page per section (its
 * own chunk: shoppers never download the console). A section's page is the default export of
 * `src/web/pages/admin/<file>.tsx`; it composes components from `src/web/features/<feature>/` and
 * calls the admin API through `@web/lib/admin-api`. To build a section, replace its placeholder page
 * file; to add one, add an entry here (the navigation and the router both read this list).
 *
 * A section owns every path below its own: `/admin/feeds/runs/12` draws the Feeds page, which reads
 * the rest of the path itself (wouter's `useRoute('/admin/feeds/runs/:id')`, absolute paths).
 *
 * `role` is the least role that sees the link; the server decides access per route regardless.
 */
export interface AdminSection {
  label: string;
  path: `/admin/${string}`;
  role: OperatorRole;
  page: LazyExoticComponent<ComponentType>;
  /** Shown apart from the main navigation (the inbox). */
  secondary?: boolean;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: 'Vendors', path: '/admin/vendors', role: 'analyst', page: lazy(() => import('@web/pages/admin/vendors')) },
  { label: 'Feeds', path: '/admin/feeds', role: 'analyst', page: lazy(() => import('@web/pages/admin/feeds')) },
  { label: 'Review queue', path: '/admin/review', role: 'analyst', page: lazy(() => import('@web/pages/admin/review')) },
  { label: 'Click-outs', path: '/admin/clickouts', role: 'analyst', page: lazy(() => import('@web/pages/admin/clickouts')) },
  { label: 'Promotions', path: '/admin/promotions', role: 'analyst', page: lazy(() => import('@web/pages/admin/promotions')) },
  { label: 'Catalog', path: '/admin/catalog', role: 'analyst', page: lazy(() => import('@web/pages/admin/catalog')) },
  { label: 'Operators', path: '/admin/operators', role: 'admin', page: lazy(() => import('@web/pages/admin/operators')) },
  { label: 'Audit log', path: '/admin/audit', role: 'analyst', page: lazy(() => import('@web/pages/admin/audit')) },
  { label: 'Inbox', path: '/admin/inbox', role: 'analyst', page: lazy(() => import('@web/pages/admin/inbox')), secondary: true },
];

/** Where a signed-in operator lands on `/admin`. */
export const ADMIN_HOME = '/admin/vendors';
