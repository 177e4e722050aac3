import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** An in-app link inside running text, in the brand colour. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="rounded-sm font-semibold text-brand underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
