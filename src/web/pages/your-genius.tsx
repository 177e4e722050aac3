import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';
import { PageHeader } from '@web/features/legal/components/page-header';
import { GeniusExperts } from '@web/features/waitlist/components/genius-experts';
import { GeniusFeatures } from '@web/features/waitlist/components/genius-features';
import { WaitlistPanel } from '@web/features/waitlist/components/waitlist-panel';
import { usePageMeta } from '@web/lib/use-page-meta';

export default function YourGeniusPage() {
  usePageMeta({
    title: 'Your Genius — your personal DIY assistant',
    description:
      'Your Genius is the personal DIY assistant Pitlane is building: expert guidance for your car, parts with live prices and reminders. Join the waitlist.',
  });
  return (
    <>
      <PageHeader
        eyebrow="Coming soon"
        title={
          <>
            Your Genius: a personal <span className="text-inverse-brand">DIY assistant</span> for your car
          </>
        }
        actions={
          <>
            <Link href="/search" className={buttonVariants({ size: 'lg' })}>
              Search Parts Now
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link href="/how-it-works" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              How It Works
            </Link>
          </>
        }
      >
        Expert advice for the job in front of you: what to check, which parts to order and how to fit them — with the
        parts priced across our retailer network. Your Genius is in development; join the waitlist to be first in.
      </PageHeader>
      <GeniusExperts />
      <GeniusFeatures />
      <WaitlistPanel />
    </>
  );
}
