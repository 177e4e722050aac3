import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { roleAtLeast } from '@shared/schemas/operators';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useOperator } from '@web/lib/operator-context';
import { ADMIN_SECTIONS } from './admin-sections';

/** The console's frame: its own header and navigation, nothing of the shop's. */
export function AdminLayout({ children, onSignOut }: { children: ReactNode; onSignOut: () => void }) {
  const operator = useOperator();
  const [location] = useLocation();
  const visible = ADMIN_SECTIONS.filter((section) => roleAtLeast(operator.role, section.role));
  const link = (section: (typeof ADMIN_SECTIONS)[number]) => {
    const current = location === section.path || location.startsWith(`${section.path}/`);
    return (
      <li key={section.path}>
        <Link
          href={section.path}
          aria-current={current ? 'page' : undefined}
          className={cn(
            'block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground',
            current && 'bg-accent text-foreground',
          )}
        >
          {section.label}
        </Link>
      </li>
    );
  };

  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link href="/admin" className="text-base font-bold tracking-tight">
            Pitlane <span className="font-medium text-muted-foreground">Console</span>
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <Link href="/admin/account" className="text-muted-foreground hover:text-foreground" data-testid="operator-identity">
              {operator.email} · {operator.role}
            </Link>
            <Button variant="outline" size="sm" onClick={onSignOut}>
              <LogOut className="size-4" aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-[12rem_1fr]">
        <nav aria-label="Console">
          <ul className="grid gap-1">{visible.filter((s) => !s.secondary).map(link)}</ul>
          <ul className="mt-4 grid gap-1 border-t border-border pt-4">{visible.filter((s) => s.secondary).map(link)}</ul>
        </nav>
        <main className="min-w-0">{children}</main>
      </div>
    </div>
  );
}
