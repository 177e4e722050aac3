/** The part page's offers section: "Compare all prices" jumps to it. */
export const VENDOR_OFFERS_ID = 'offers';
