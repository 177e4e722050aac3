import { ApiRequestError } from '@web/lib/api';
import { OVERVIEW_FILES } from './overview-content';
import { saveBlob } from './save-file';

/** The server renders this PDF with live catalog figures; it sits behind the site gate. */
const PDF_URL = '/private/slides-download';

/** What the user is told when the PDF cannot be fetched. */
export const PDF_FAILURE_MESSAGE = 'Failed to download PDF. Please try again.';

/** Fetches the overview PDF with the session cookie and saves it; throws on any failure. */
export async function downloadOverviewPdf(): Promise<void> {
  const response = await fetch(PDF_URL, { credentials: 'include' });
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text());
  saveBlob(await response.blob(), OVERVIEW_FILES.pdf);
}
