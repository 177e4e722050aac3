/** Home-page testimonials: rating to one decimal, content, initials, name and role. */
export interface TestimonialData {
  name: string;
  role: string;
  /** One decimal, e.g. 4.8. */
  rating: number;
  content: string;
  avatarInitials: string;
}

export const TESTIMONIALS: TestimonialData[] = [
  {
    name: 'Michael Turner',
    role: 'BMW M3 Owner',
    rating: 5.0,
    content:
      'I needed a full brake job for my E92 M3 and Pitlane showed the same Textar pads at six shops. The cheapest one with free shipping saved me almost ninety dollars over my usual store.',
    avatarInitials: 'MT',
  },
  {
    name: 'Sarah Klein',
    role: 'Professional Mechanic',
    rating: 4.9,
    content:
      'I look up OEM numbers all day. Being able to paste a Porsche or Mercedes part number and see every retailer’s price and stock in one list has become part of how I quote jobs.',
    avatarInitials: 'SK',
  },
  {
    name: 'David Chen',
    role: 'Porsche 911 Enthusiast',
    rating: 4.8,
    content:
      'Finding the right parts for a 997 used to mean five browser tabs. Now I search once, compare prices and delivery times, and buy straight from the specialist I trust.',
    avatarInitials: 'DC',
  },
  {
    name: 'Elena Rossi',
    role: 'Ferrari 360 Owner',
    rating: 4.9,
    content:
      'Timing belt service on a 360 is expensive enough. Comparing the belt kit across the Ferrari specialists took two minutes and the savings paid for the tensioner bearings.',
    avatarInitials: 'ER',
  },
  {
    name: 'James Whitfield',
    role: 'Independent Shop Owner',
    rating: 4.7,
    content:
      'We service Audis and Lexus daily. Seeing which retailer has a part in stock with next-day delivery keeps cars moving through our bays instead of waiting on backorders.',
    avatarInitials: 'JW',
  },
];
