import { overviewSections, VENDOR_NETWORK_DESCRIBED, type OverviewSection } from '@shared/content/overview';

/**
 * The application overview the FAQ and /download-slides offer as HTML and markdown (built here, in
 * the browser, from the words in shared/content/overview.ts). The PDF of the same overview is rendered
 * by the server with live catalog figures.
 */
export { OVERVIEW_SUBTITLE, OVERVIEW_TITLE, type OverviewSection } from '@shared/content/overview';

export const OVERVIEW_FILES = {
  pdf: 'pitlane-application-overview.pdf',
  html: 'pitlane-application-overview.html',
  markdown: 'pitlane-application-overview.md',
} as const;

export const OVERVIEW_SECTIONS: readonly OverviewSection[] = overviewSections(VENDOR_NETWORK_DESCRIBED);
