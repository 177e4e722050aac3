import { EmailLink, PolicyCallout, PolicyList, type PolicySection } from '../components/policy-document';
import { PRIVACY_EMAIL, PRIVACY_REPLY_TIME } from '../site-contacts';

/** The /privacy page: the sections, the rights and the 48-hour answer to privacy requests. */
export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run a price-comparison service:</p>
        <PolicyList
          items={[
            <>
              <strong>Email address and profile information</strong> you give us: when you sign up for the newsletter or
              the Your Genius waitlist, or send a message through the contact form (your name, email, optional phone
              number and message).
            </>,
            <>
              <strong>Price alerts</strong>: when you ask us to watch a part, we store your email address, the parts you
              watch, your target prices, whether you confirmed the address, and when we last mailed you about each alert.
              Nothing else about you; no account is needed. We use them only to send the alerts you asked for.
            </>,
            <>
              <strong>Search and usage data</strong>: the parts, part numbers and vehicles you search for, the pages you
              view and the vendor offers you click through to.
            </>,
            <>
              <strong>Device, IP address and browser data</strong>: your IP address, browser type and version, device
              type and operating system, recorded in server logs and used to keep the service secure.
            </>,
          ]}
        />
        <p>We do not collect payment details: you pay the vendor, on the vendor’s site.</p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <PolicyList
        items={[
          'To run searches and show you vendors’ prices, shipping and availability.',
          'To answer your messages and support requests.',
          'To send the newsletter or waitlist emails you signed up for.',
          'To improve search results, the catalog and the site, using aggregated usage data.',
          'To count referrals to vendors, which is how Pitlane is paid.',
          'To detect and prevent abuse, such as spam through our forms or automated scraping.',
        ]}
      />
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>
          <strong>We do not sell your personal information.</strong> We share it only in these cases:
        </p>
        <PolicyList
          items={[
            <>
              <strong>Vendors</strong>: when you follow an offer to a vendor, the vendor learns that the visit came from
              Pitlane. Anything you then give the vendor is governed by the vendor’s own privacy policy.
            </>,
            <>
              <strong>Service providers</strong> that host the site or deliver email for us, under contracts that limit
              their use of the data to that service.
            </>,
            <>
              <strong>Legal requirements</strong>: when the law, a court order or the protection of our users’ safety
              requires it.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'security',
    title: 'Data security',
    body: (
      <p>
        All traffic to Pitlane is encrypted in transit, sign-in passwords are stored only as salted hashes, sessions use
        secure, HTTP-only cookies and access to stored data is limited to the people who need it. No system is perfectly
        secure, but we work to protect your information and will tell you promptly if a breach affects it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Data retention',
    body: (
      <p>
        We keep personal information only as long as we need it for the purposes above: contact messages until your
        request is resolved and for a reasonable time afterwards, newsletter and waitlist addresses until you
        unsubscribe, and server logs for a limited period for security. After that it is deleted or anonymised.
      </p>
    ),
  },
  {
    id: 'price-alerts',
    title: 'Price alerts',
    body: (
      <p>
        Your email address and alerts are kept while you have alerts with us. An address that is never confirmed is
        forgotten, with its alerts, after 7 days. The mails we send (including the address they went to) are kept for 30
        days, to retry deliveries and answer questions about them, then deleted. The link in every alert mail lets you
        pause or delete each alert; deleting all of them deletes your address at once. Saved parts (the heart), and the address of your last alert (so a saved part becomes an alert in one click), stay in your
        browser and are never sent to us.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Whatever your location, you can ask us to:</p>
        <PolicyList
          items={[
            <>
              <strong>Access and update</strong> the personal information we hold about you.
            </>,
            <>
              <strong>Delete</strong> your information on request.
            </>,
            <>
              <strong>Opt out of promotional email</strong> at any time, with the unsubscribe link in every email or by
              writing to us.
            </>,
            <>
              <strong>Data portability</strong>: receive your data in a common, machine-readable format.
            </>,
          ]}
        />
        <p>
          Send requests to <EmailLink address={PRIVACY_EMAIL} />.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>Pitlane uses a small number of cookies and browser storage entries, none of them for advertising:</p>
        <PolicyList
          items={[
            'A session cookie that keeps you signed in.',
            'A referral cookie that lets us count a visit to a vendor once.',
            'Preferences kept in your browser, such as the colour theme and your saved vehicle.',
          ]}
        />
        <p>Blocking cookies in your browser will sign you out of the site.</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we publish the new version on this page with a new “last updated” date. If a change
        materially affects how we use your information, we will also announce it on the site or by email before it
        takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <PolicyCallout title="Privacy questions and requests">
        Email <EmailLink address={PRIVACY_EMAIL} />. We respond {PRIVACY_REPLY_TIME}.
      </PolicyCallout>
    ),
  },
];
