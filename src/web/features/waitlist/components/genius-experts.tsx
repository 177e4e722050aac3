/**
 * The four specialist profiles Your Genius is being built around. They are personas of the planned
 * assistant, each covering a group of the makes Pitlane compares, and are presented as such.
 */
const EXPERTS = [
  {
    name: 'Max',
    initials: 'MX',
    title: 'German Performance Specialist',
    makes: 'BMW · Mercedes-Benz · Audi · Volkswagen',
    text: 'Knows VANOS from Valvetronic and which gasket always weeps first. Coding, cooling systems and the service items dealers charge most for.',
  },
  {
    name: 'Greta',
    initials: 'GR',
    title: 'Porsche Master Technician',
    makes: 'Porsche 911 · Cayman · Boxster · Cayenne',
    text: 'From air-cooled 911s to the 992: IMS bearings, bore scoring checks, brake jobs and the torque figure for every fastener.',
  },
  {
    name: 'Enzo',
    initials: 'EN',
    title: 'Italian Exotics Expert',
    makes: 'Ferrari · Lamborghini · Aston Martin',
    text: 'Annual services, fluid inspections and belt intervals for cars where a mistake costs more than the part — and when to hand it to a specialist.',
  },
  {
    name: 'Kenji',
    initials: 'KJ',
    title: 'Japanese Performance Guru',
    makes: 'Toyota · Lexus · Nissan · Mazda · Honda · Subaru',
    text: 'Supra, GT-R, RX-7, NSX and WRX: turbo health, rotary care, timing jobs and the OEM numbers that fit across platforms.',
  },
] as const;

export function GeniusExperts() {
  return (
    <section aria-labelledby="genius-experts-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="max-w-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-brand">Meet your experts</p>
        <h2 id="genius-experts-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
          Four specialists, one assistant
        </h2>
        <p className="mt-3 text-muted-foreground">
          Your Genius brings four specialist profiles together. Ask about your car and the right one answers, with
          advice grounded in our repair guides and the parts our vendors actually stock.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {EXPERTS.map((expert) => (
          <li key={expert.name} className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-xs">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-primary text-lg font-extrabold italic text-primary-foreground shadow-sm"
            >
              {expert.initials}
            </span>
            <h3 className="mt-5 text-lg font-bold text-card-foreground">{expert.name}</h3>
            <p className="text-sm font-semibold text-brand">{expert.title}</p>
            <p className="mt-1 text-xs font-medium text-muted-foreground">{expert.makes}</p>
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{expert.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
