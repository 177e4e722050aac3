import { OVERVIEW_FILES } from './overview-content';
import { overviewToHtml } from './overview-html';
import { overviewToMarkdown } from './overview-markdown';
import { saveText } from './save-file';

/** Builds the HTML overview now and saves it. */
export function downloadOverviewHtml(): void {
  saveText(overviewToHtml(new Date()), OVERVIEW_FILES.html, 'text/html');
}

/** Builds the markdown overview now and saves it. */
export function downloadOverviewMarkdown(): void {
  saveText(overviewToMarkdown(new Date()), OVERVIEW_FILES.markdown, 'text/markdown');
}
