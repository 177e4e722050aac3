import { Box, CircleCheck, CircleX, Cpu, Droplets, PenTool } from 'lucide-react';
import { FactGrid } from '../components/fact-grid';
import { PolicyCallout, PolicyList, type PolicySection } from '../components/policy-document';
import { TextLink } from '../components/text-link';

const RETURN_STEPS = [
  { title: 'Contact the vendor', text: 'Use the contact details or return form on the vendor’s site, within its return window.' },
  {
    title: 'Provide your details',
    text: 'Give your order number, the part number and the reason for the return.',
  },
  {
    title: 'Get an RMA number',
    text: 'The vendor issues a Return Merchandise Authorization (RMA) number; parcels without one are often refused.',
  },
  {
    title: 'Package and ship',
    text: 'Pack the part as the vendor instructs, ideally in its original packaging, with the RMA number visible.',
  },
];

function ReturnSteps() {
  return (
    <ol className="grid gap-3 sm:grid-cols-2">
      {RETURN_STEPS.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border border-border bg-card p-4 shadow-xs">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <h3 className="font-bold text-card-foreground">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function ReasonColumn({ accepted, title, items }: { accepted: boolean; title: string; items: string[] }) {
  const Icon = accepted ? CircleCheck : CircleX;
  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-xs">
      <h3 className="flex items-center gap-2 font-bold text-card-foreground">
        <Icon className={accepted ? 'size-5 text-emerald-600 dark:text-emerald-400' : 'size-5 text-brand'} aria-hidden="true" />
        {title}
      </h3>
      <ul className="mt-3 grid gap-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-muted-foreground/60" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The /returns page: windows, categories, the four steps, refunds and restocking fees. */
export const RETURNS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'vendors-handle-returns',
    title: 'Returns are handled by each vendor',
    body: (
      <>
        <p>
          Pitlane does not sell parts, so <strong>returns are handled by each vendor</strong> under its own return
          policy. Policies differ a lot between retailers — especially for electrical parts and special orders — so{' '}
          <strong>review the vendor’s return policy before you buy</strong>. It is usually linked in the footer of the
          vendor’s site and on its product pages.
        </p>
      </>
    ),
  },
  {
    id: 'guidelines',
    title: 'Typical return guidelines',
    body: (
      <>
        <p>What most specialty retailers accept, and where the usual exceptions are:</p>
        <FactGrid
          facts={[
            {
              Icon: Box,
              title: 'Standard parts',
              figure: '30-90 day return window',
              text: (
                <PolicyList
                  items={[
                    'Unused and not installed',
                    'In the original packaging',
                    'With the receipt or order number',
                    'Return shipping may be at your cost',
                  ]}
                />
              ),
            },
            {
              Icon: Cpu,
              title: 'Electrical components',
              figure: 'Often non-returnable once installed',
              text: (
                <PolicyList
                  items={[
                    'Sensors, modules and ECUs are often final once installed',
                    'A core exchange may apply (return the old unit for a core refund)',
                    'Usually covered by a separate manufacturer warranty',
                    'Testing or installation may void return eligibility',
                  ]}
                />
              ),
            },
            {
              Icon: PenTool,
              title: 'Custom orders',
              figure: 'Generally non-returnable',
              text: 'Special-order, made-to-order, coded or painted parts are built for your car and are generally non-returnable.',
            },
            {
              Icon: Droplets,
              title: 'Fluids & consumables',
              figure: 'Usually non-returnable',
              text: 'Oils, coolants, brake fluid, filters and other consumables are usually non-returnable, especially once opened.',
            },
          ]}
        />
      </>
    ),
  },
  {
    id: 'process',
    title: 'How to return a part',
    body: (
      <>
        <p>Almost every vendor follows the same four steps:</p>
        <ReturnSteps />
      </>
    ),
  },
  {
    id: 'reasons',
    title: 'Acceptable and possibly rejected reasons',
    body: (
      <div className="grid gap-4 sm:grid-cols-2">
        <ReasonColumn
          accepted
          title="Usually accepted"
          items={[
            'Wrong part shipped by the vendor',
            'Defective or faulty on arrival',
            'Damaged in transit',
            'Ordered by mistake, unused and within the window',
            'No longer needed, unopened and within the window',
          ]}
        />
        <ReasonColumn
          accepted={false}
          title="Possibly rejected"
          items={[
            'The part has been installed or used',
            'Damage from incorrect installation',
            'Missing packaging, hardware or components',
            'Returned after the return window',
            'Special-order, custom or electrical parts',
          ]}
        />
      </div>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds and restocking fees',
    body: (
      <>
        <PolicyList
          items={[
            <>
              <strong>Refunds take 5-10 business days</strong> after the vendor receives and inspects the return.
            </>,
            <>Refunds usually go back to the original payment method.</>,
            <>
              <strong>Restocking fees are typically 15-25%</strong> of the price for non-defective returns (a part you no
              longer need, or ordered by mistake).
            </>,
            <>Shipping charges are usually refunded only when the vendor made the mistake or the part was defective.</>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'disputes',
    title: 'Need help with a return?',
    body: (
      <PolicyCallout title="Our support team can help with disputes">
        If a vendor refuses a return you believe is within its policy, or stops answering,{' '}
        <TextLink href="/contact">contact Pitlane support</TextLink> with the vendor’s name, your order number and the
        RMA number if you have one. We will raise it with the vendor on your behalf.
      </PolicyCallout>
    ),
  },
];
