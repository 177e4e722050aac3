import { BookOpenCheck, ShieldCheck, Tag } from 'lucide-react';

const HIGHLIGHTS = [
  {
    Icon: BookOpenCheck,
    title: 'Step-by-step guides',
    text: 'Torque figures, fluid capacities and service intervals for each job.',
  },
  {
    Icon: Tag,
    title: 'Parts at the best price',
    text: 'Every part a guide names links to live offers from specialty retailers.',
  },
  {
    Icon: ShieldCheck,
    title: 'Answers you can trust',
    text: 'The assistant answers from our guides and catalog, and says so when they do not cover a job.',
  },
];

/** What the knowledge base offers, beside the search on wide screens. */
export function KnowledgeBaseHighlights({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {HIGHLIGHTS.map(({ Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-xl border border-inverse-border bg-white/5 p-4 backdrop-blur-sm">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-semibold text-inverse-foreground">{title}</span>
            <span className="mt-0.5 block text-sm leading-relaxed text-inverse-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
