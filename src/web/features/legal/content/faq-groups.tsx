import type { ReactNode } from 'react';
import { TextLink } from '../components/text-link';
import { SUPPORT_HOURS, SUPPORT_REPLY_TIME } from '../site-contacts';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/** The brands the FAQ names, in this order. */
export const COVERED_BRANDS = [
  'BMW',
  'Porsche',
  'Ferrari',
  'Lamborghini',
  'Audi',
  'Volkswagen',
  'Aston Martin',
  'Mercedes-Benz',
  'Toyota',
  'Lexus',
  'Nissan',
  'Mazda',
  'Honda',
  'Subaru',
] as const;

/** The /faq page: three groups. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'general',
    title: 'General',
    items: [
      {
        question: 'What is Pitlane?',
        answer: (
          <p>
            Pitlane is a price-comparison site for parts for luxury European and Japanese performance cars. Search by
            part name, OEM part number or vehicle, and we show every specialty retailer’s price, shipping, stock and
            delivery time side by side — real-time pricing that can save you up to 25%.
          </p>
        ),
      },
      {
        question: 'Does Pitlane sell parts?',
        answer: (
          <p>
            No. Pitlane sells nothing. When you choose an offer we send you to the retailer’s own site, and you buy from
            the retailer. Payment, shipping, warranty, returns and refunds are all handled by the vendor.
          </p>
        ),
      },
      {
        question: 'How does Pitlane make money? Does it affect the results?',
        answer: (
          <p>
            Pitlane may earn a referral commission from a vendor when you buy after following one of our links. It
            never affects the results: offers are ranked by price, delivery and availability, the same whether or not
            a vendor pays us, and you pay the vendor’s normal price. Many vendors pay through an affiliate network
            (such as Awin, AvantLink, CJ or the eBay Partner Network): a Buy link then takes you through that
            network’s tracking link on the way to the vendor’s page; otherwise it goes straight to the vendor’s
            page, with tags that tell the vendor the visit came from Pitlane.
          </p>
        ),
      },
      {
        question: 'Which vendors do you compare?',
        answer: (
          <p>
            We compare 12+ verified specialty retailers, from European-parts specialists to dealer parts departments
            and supercar specialists. The <TextLink href="/vendors">Vendors</TextLink> page lists every one of them, with
            how many parts each lists and when its prices were last updated.
          </p>
        ),
      },
      {
        question: 'Which car brands do you cover?',
        answer: <p>{COVERED_BRANDS.join(', ')}.</p>,
      },
      {
        question: 'Is Pitlane free to use?',
        answer: <p>Yes. Searching and comparing is free, and there is no markup: the price you see is the vendor’s.</p>,
      },
    ],
  },
  {
    id: 'parts-ordering',
    title: 'Parts & Ordering',
    items: [
      {
        question: 'How do I find the right part for my car?',
        answer: (
          <p>
            Choose your make, model and year on the <TextLink href="/">home page</TextLink> to see parts that fit, or
            search by part name. If you know the part number, the most reliable route is the{' '}
            <TextLink href="/part-number-search">Part Number Search</TextLink>.
          </p>
        ),
      },
      {
        question: 'Can I search by OEM part number?',
        answer: (
          <p>
            Yes. Type the number with or without spaces or dashes — “11 42 7 953 129” and “11427953129” find the same
            part. Superseded numbers and known aftermarket equivalents lead to the same part too.
          </p>
        ),
      },
      {
        question: 'What is the difference between genuine, OEM and aftermarket parts?',
        answer: (
          <p>
            Genuine parts come in the car maker’s packaging; OEM parts are made by the same supplier that supplies the
            factory, in the supplier’s own box; aftermarket parts are made by other manufacturers to fit. Each offer
            shows the brand, so you can compare like with like.
          </p>
        ),
      },
      {
        question: 'How do I place an order?',
        answer: (
          <p>
            Pick an offer and follow its link to the vendor’s product page, then add it to your cart and check out there.
            Your order confirmation comes from the vendor.
          </p>
        ),
      },
      {
        question: 'Who handles shipping and returns?',
        answer: (
          <p>
            The vendor you buy from. Each sets its own shipping options and return policy; our{' '}
            <TextLink href="/shipping">Shipping</TextLink> and <TextLink href="/returns">Returns</TextLink> pages explain
            what to expect and how to return a part.
          </p>
        ),
      },
      {
        question: 'Are the prices up to date?',
        answer: (
          <p>
            Prices come from the vendors’ feeds and live queries and are refreshed continuously. Vendors can still change
            a price at any time, so the price in the vendor’s checkout is the one that applies.
          </p>
        ),
      },
    ],
  },
  {
    id: 'technical-support',
    title: 'Technical Support',
    items: [
      {
        question: 'I can’t find my part. What should I do?',
        answer: (
          <p>
            Try the part number instead of the name, or check the number printed on the old part. If it still does not
            show up, <TextLink href="/contact">contact us</TextLink> with your vehicle and the part number and we will
            look for a vendor that carries it.
          </p>
        ),
      },
      {
        question: 'The vendor’s price differs from the one on Pitlane. Why?',
        answer: (
          <p>
            The vendor changed it after our last refresh, or the price depends on options chosen on the vendor’s site.
            The vendor’s price applies; please tell us through the contact form so we can check the listing.
          </p>
        ),
      },
      {
        question: 'Do you have repair guides?',
        answer: (
          <p>
            Yes. The <TextLink href="/knowledge-base">Knowledge Base</TextLink> has step-by-step guides with tools, parts,
            torque figures and safety notes, and a repair assistant that answers questions. A personal DIY assistant,{' '}
            <TextLink href="/your-genius">Your Genius</TextLink>, is on its way — join the waitlist.
          </p>
        ),
      },
      {
        question: 'How do I contact support?',
        answer: (
          <p>
            Use the <TextLink href="/contact">contact form</TextLink>. We are available {SUPPORT_HOURS} and reply{' '}
            {SUPPORT_REPLY_TIME}.
          </p>
        ),
      },
      {
        question: 'The site isn’t working properly. What can I try?',
        answer: (
          <p>
            Reload the page, make sure you are signed in, and try an up-to-date version of Chrome, Firefox, Safari or
            Edge. If the problem continues, send us the page address and what you saw through the contact form.
          </p>
        ),
      },
    ],
  },
];
