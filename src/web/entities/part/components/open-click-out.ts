/**
 * Opens a tracked click-out link (/go/{listingId}) in a new tab, as a link with target=_blank and
 * rel=noopener would. The referrer policy is "same-origin" so /go can record which of our pages
 * the click came from; /go itself answers with no-referrer, so the vendor never sees it.
 */
export function openClickOut(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  link.referrerPolicy = 'same-origin';
  link.click();
}

/** The same attributes for a rendered Buy link. */
export const CLICK_OUT_LINK_PROPS = {
  target: '_blank',
  rel: 'noopener',
  referrerPolicy: 'same-origin',
} as const;
