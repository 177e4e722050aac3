import { Link } from 'wouter';
import { BrandLogo } from '@web/components/brand-mark';
import { NewsletterForm } from '@web/features/newsletter/components/newsletter-form';
import { HELP_LINKS, LEGAL_LINKS, PLATFORM_LINKS } from './footer-links';
import { SocialLinks } from './social-links';

const linkClass =
  'rounded-sm text-sm text-inverse-muted transition-colors hover:text-inverse-foreground focus-visible:outline-2 focus-visible:outline-ring';

function LinkGroup({ title, links }: { title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-xs font-semibold uppercase tracking-[0.14em] text-inverse-foreground">{title}</h2>
      <ul className="mt-4 grid gap-3">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t-2 border-primary surface-inverse">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <BrandLogo tone="inverse" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-inverse-muted">
            Compare prices on parts for European and Japanese performance cars across specialty retailers, then buy
            direct from the one you choose.
          </p>
          <div className="mt-6">
            <SocialLinks />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 lg:col-span-4">
          <LinkGroup title="Platform" links={PLATFORM_LINKS} />
          <LinkGroup title="Help" links={HELP_LINKS} />
        </div>
        <div className="md:col-span-2 lg:col-span-4">
          <h2 className="text-xs font-semibold uppercase tracking-[0.14em] text-inverse-foreground">Newsletter</h2>
          <p className="mt-4 text-sm text-inverse-muted">Price drops, new retailers and maintenance guides. No spam.</p>
          <NewsletterForm className="mt-4" />
        </div>
      </div>
      <div className="border-t border-inverse-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-inverse-muted sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="grid gap-1">
            <p>© {year} Pitlane. All rights reserved.</p>
            <p className="text-xs">Pitlane may earn a referral fee from retailers. It never affects the results you see.</p>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
