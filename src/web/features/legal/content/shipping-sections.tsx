import { Clock, Globe, MapPin, Package, Store, Truck, TriangleAlert, Zap } from 'lucide-react';
import { FactGrid } from '../components/fact-grid';
import { PolicyCallout, PolicyList, type PolicySection } from '../components/policy-document';
import { TextLink } from '../components/text-link';

/** The /shipping page: every option and figure below is a published promise. */
export const SHIPPING_SECTIONS: readonly PolicySection[] = [
  {
    id: 'vendors-ship',
    title: 'Each vendor handles its own shipping',
    body: (
      <>
        <p>
          Pitlane compares prices; it does not sell or ship parts. When you buy, you buy from the retailer, and{' '}
          <strong>each vendor handles its own shipping</strong>: its carriers, its costs, its cut-off times and its
          delivery promises.
        </p>
        <p>
          To make that easy to compare, every offer on Pitlane shows the vendor's shipping cost, free-shipping
          threshold and delivery estimate next to its price, so you can see the real total before you leave for the
          vendor's checkout.
        </p>
      </>
    ),
  },
  {
    id: 'options',
    title: 'Shipping options',
    body: (
      <>
        <p>Which options you get depends on the vendor and your address. These are the ones you will see most:</p>
        <FactGrid
          facts={[
            {
              Icon: Truck,
              title: 'Standard shipping',
              figure: '3-7 business days',
              text: 'Ground shipping, often free above the vendor’s order threshold.',
            },
            {
              Icon: Zap,
              title: 'Express shipping',
              figure: '1-3 business days',
              text: 'Faster, paid delivery for parts you need before the weekend.',
            },
            {
              Icon: Clock,
              title: 'Same-day delivery',
              figure: 'Select metro areas',
              text: 'Available from local vendors in select metro areas when the part is in stock nearby.',
            },
            {
              Icon: Store,
              title: 'Store pickup',
              figure: 'At the vendor’s counter',
              text: (
                <>
                  Collect the part yourself from vendors with a shop — look for “Store Pickup Available” on the{' '}
                  <TextLink href="/vendors">Vendors</TextLink> page.
                </>
              ),
            },
          ]}
        />
        <p className="text-sm">
          Business days exclude weekends and holidays and start when the vendor ships, not when you order.
        </p>
      </>
    ),
  },
  {
    id: 'special-cases',
    title: 'Special cases',
    body: (
      <FactGrid
        facts={[
          {
            Icon: Package,
            title: 'Large parts',
            figure: 'Shipped by freight',
            text: 'Bumpers, hoods, exhaust systems and engines travel by freight carrier; expect a delivery appointment and a freight charge.',
          },
          {
            Icon: Globe,
            title: 'International shipping',
            figure: 'Availability varies',
            text: 'Some vendors ship worldwide, others only within the U.S.; duties and import taxes are set by the destination country.',
          },
          {
            Icon: TriangleAlert,
            title: 'Hazardous materials',
            figure: 'Restricted',
            text: 'Batteries, airbags, aerosols and some fluids are restricted: they may ship by ground only, or not to every address.',
          },
          {
            Icon: MapPin,
            title: 'Remote addresses',
            figure: 'May take longer',
            text: 'Alaska, Hawaii, U.S. territories and P.O. boxes can add time or limit the carriers a vendor can use.',
          },
        ]}
      />
    ),
  },
  {
    id: 'tracking',
    title: 'Order tracking',
    body: (
      <>
        <p>
          <strong>Tracking is provided by the vendors.</strong> Once your order ships, the vendor emails you a tracking
          number, and its own order page shows the status. For a late or lost parcel, contact the vendor first: it
          holds the order and the carrier relationship.
        </p>
        <PolicyList
          items={[
            'Keep the vendor’s order confirmation: it has the order number every question starts with.',
            'Check the tracking link in the vendor’s shipping email for the carrier and delivery estimate.',
            'Inspect freight deliveries before signing and note any damage on the delivery receipt.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'help',
    title: 'Need help?',
    body: (
      <PolicyCallout title="We can point you to the right person">
        If a vendor is hard to reach about a shipment, <TextLink href="/contact">contact us</TextLink> with the vendor’s
        name and your order number and we will help you get an answer.
      </PolicyCallout>
    ),
  },
];
