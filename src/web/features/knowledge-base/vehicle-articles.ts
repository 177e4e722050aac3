/** Articles per make in the By Vehicle tab. */
export const VEHICLE_ARTICLE_COUNTS = [
  { make: 'BMW', count: 82 },
  { make: 'Porsche', count: 67 },
  { make: 'Mercedes', count: 74 },
  { make: 'Ferrari', count: 45 },
  { make: 'Lamborghini', count: 38 },
  { make: 'Other Luxury', count: 59 },
] as const;

/** Five owner forums with active DIY sections, one per make the guides cover. */
export const FORUM_LINKS = [
  { make: 'BMW', name: 'Bimmerforums', href: 'https://www.bimmerforums.com/forum/' },
  { make: 'Porsche', name: 'Rennlist', href: 'https://rennlist.com/forums/' },
  { make: 'Mercedes-Benz', name: 'MBWorld', href: 'https://mbworld.org/forums/' },
  { make: 'Ferrari', name: 'FerrariChat', href: 'https://www.ferrarichat.com/forum/' },
  { make: 'Lamborghini', name: 'Lamborghini Talk', href: 'https://www.lamborghini-talk.com/' },
] as const;
