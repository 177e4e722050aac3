import { Card } from '@web/components/ui/card';
import { ContactDetails } from '@web/features/contact/components/contact-details';
import { ContactForm } from '@web/features/contact/components/contact-form';
import { PageHeader } from '@web/features/legal/components/page-header';
import {
  PARTNERS_EMAIL,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
  SUPPORT_REPLY_TIME,
} from '@web/features/legal/site-contacts';
import { usePageMeta } from '@web/lib/use-page-meta';

export default function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description: `Questions about parts, vendors or Pitlane? Send us a message — we reply ${SUPPORT_REPLY_TIME}, ${SUPPORT_HOURS}.`,
  });
  return (
    <>
      <PageHeader eyebrow="Support" title="Contact Us">
        Questions about a part, a vendor or how Pitlane works? Send us a message and we will reply {SUPPORT_REPLY_TIME}.
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-12 lg:px-8">
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="text-xl font-bold tracking-tight">
            Get in touch
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">
            Support is available {SUPPORT_HOURS}. Orders, shipping and returns are handled by the vendor you bought from —
            we are happy to help you reach them.
          </p>
          <div className="mt-6">
            <ContactDetails
              supportEmail={SUPPORT_EMAIL}
              partnersEmail={PARTNERS_EMAIL}
              phone={SUPPORT_PHONE}
              phoneHref={SUPPORT_PHONE_HREF}
              hours={SUPPORT_HOURS}
              replyTime={SUPPORT_REPLY_TIME}
            />
          </div>
        </section>
        <Card className="p-6 sm:p-8">
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="text-xl font-bold tracking-tight">
              Send us a message
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">We read every message and reply {SUPPORT_REPLY_TIME}.</p>
            <div className="mt-6">
              <ContactForm supportEmail={SUPPORT_EMAIL} />
            </div>
          </section>
        </Card>
      </div>
    </>
  );
}
