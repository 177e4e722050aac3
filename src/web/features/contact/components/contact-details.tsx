import { Clock, Handshake, type LucideIcon, Mail, MessageSquare, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ContactDetailsProps {
  supportEmail: string;
  partnersEmail: string;
  phone: string;
  phoneHref: string;
  hours: string;
  replyTime: string;
}

function Detail({ Icon, title, children }: { Icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-brand">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 text-sm">
        <h3 className="font-semibold text-card-foreground">{title}</h3>
        <div className="mt-0.5 break-words text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'rounded-sm font-medium text-brand underline-offset-4 hover:underline';

/** How to reach Pitlane: email, phone, hours and the reply promise. */
export function ContactDetails({ supportEmail, partnersEmail, phone, phoneHref, hours, replyTime }: ContactDetailsProps) {
  return (
    <ul className="grid gap-6">
      <Detail Icon={Mail} title="Email">
        <a href={`mailto:${supportEmail}`} className={linkClass}>
          {supportEmail}
        </a>
      </Detail>
      <Detail Icon={Phone} title="Phone">
        <a href={phoneHref} className={linkClass}>
          {phone}
        </a>
      </Detail>
      <Detail Icon={Clock} title="Support hours">
        {hours}
      </Detail>
      <Detail Icon={MessageSquare} title="Response time">
        We reply {replyTime}.
      </Detail>
      <Detail Icon={Handshake} title="Retailers & partnerships">
        Want your store listed? Choose “Vendor Information” or “Business Partnerships” in the form, or write to{' '}
        <a href={`mailto:${partnersEmail}`} className={linkClass}>
          {partnersEmail}
        </a>
        .
      </Detail>
    </ul>
  );
}
