import { EmailLink, PolicyCallout, PolicyList, type PolicySection } from '../components/policy-document';
import { TextLink } from '../components/text-link';
import { LEGAL_EMAIL, LEGAL_REPLY_TIME } from '../site-contacts';

/** The /terms page: the eleven sections, account deletion and the 5-business-day legal answer. */
export const TERMS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of terms',
    body: (
      <p>
        By accessing or using Pitlane you agree to these Terms of Service and to our{' '}
        <TextLink href="/privacy">Privacy Policy</TextLink>. If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'Description of service',
    body: (
      <>
        <p>
          Pitlane is a price-comparison service for parts for luxury European and Japanese performance cars. It searches
          specialty vendors and shows their prices, shipping and availability side by side, then refers you to the
          vendor to buy.
        </p>
        <p>
          <strong>Pitlane does not sell parts.</strong> Orders, payment, shipping, warranties, returns and refunds are
          between you and the vendor. Prices and stock come from vendors and can change at any time; the vendor’s
          checkout price is the one that applies.
        </p>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: 'User responsibilities',
    body: (
      <PolicyList
        items={[
          'Give accurate information in our forms.',
          'Confirm fitment with the part number and the vendor before you buy: vehicles vary by market, year and option.',
          'Keep your sign-in details confidential; you are responsible for activity under them.',
          'Follow repair guides only within your skills, with the right tools and safety equipment.',
          'Use Pitlane in line with the law.',
        ]}
      />
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited activities',
    body: (
      <>
        <p>You may not:</p>
        <PolicyList
          items={[
            'Scrape, crawl or copy the catalog or prices by automated means beyond normal browsing.',
            'Interfere with the service, overload it, or try to get around its security or rate limits.',
            'Send spam, false information or malicious content through our forms.',
            'Reverse engineer the service, except where the law allows it.',
            'Pretend to be Pitlane, a vendor or another person, or claim an affiliation you do not have.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party vendors and links',
    body: (
      <p>
        Vendors are independent businesses. Their own terms and policies govern your purchase, and Pitlane is not
        responsible for their products, prices, shipping or service. Pitlane may earn referral compensation from vendors
        when you buy after following a link; this never affects the order or content of the results you see. A link to
        a vendor may pass through its affiliate network’s tracking link (Awin, AvantLink, CJ, eBay Partner Network)
        before it reaches the vendor’s page; a link without one carries tags naming Pitlane as the source of the visit.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        The service is provided “as is” and “as available”. We work to keep prices, availability, fitment data and
        guides accurate but do not guarantee that they are complete, current or error-free. Repair guides and assistant
        answers are general information, not professional advice: when in doubt, consult a qualified technician.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent the law allows, Pitlane is not liable for indirect, incidental or consequential damages,
        nor for any loss arising from a purchase from a vendor, from parts or their installation, or from reliance on
        information shown on the site. Where liability cannot be excluded, it is limited to the amount you paid Pitlane,
        which for this free service is nothing.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The Pitlane name, logo, site design, software, guides and original content belong to Pitlane. Vendor names and
        logos are the trademarks of their owners, and manufacturer names and part numbers are used only to identify
        parts.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        We may suspend or end access for anyone who breaks these terms. You may stop using Pitlane at any time, and{' '}
        <strong>accounts can be deleted at any time</strong>: ask through the <TextLink href="/contact">contact form</TextLink>{' '}
        and we will remove your account and the personal information tied to it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. The new version is published on this page with a new “last updated” date; continuing
        to use Pitlane after that means you accept it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <PolicyCallout title="Questions about these terms">
        Email <EmailLink address={LEGAL_EMAIL} />. We respond {LEGAL_REPLY_TIME}.
      </PolicyCallout>
    ),
  },
];
