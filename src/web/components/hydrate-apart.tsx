import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React takes over on its own: each Suspense boundary in the
 * server's HTML is hydrated and committed as a separate unit after the rest, so a long page is taken
 * over in several short tasks rather than one long one that would hold up a tap on a slow phone.
 * Nothing inside suspends; on a page the browser draws itself it changes nothing.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
