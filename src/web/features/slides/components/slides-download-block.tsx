import { AlertCircle, FileCode, FileText, Presentation } from 'lucide-react';
import { useState } from 'react';
import { downloadOverviewHtml, downloadOverviewMarkdown } from '../api/overview-downloads';
import { downloadOverviewPdf, PDF_FAILURE_MESSAGE } from '../api/overview-pdf';
import { DownloadButton } from './download-button';

/**
 * The FAQ's "Application Overview" block: the PDF from the server, and HTML and
 * markdown versions built in the browser.
 */
export function SlidesDownloadBlock() {
  const [pdfError, setPdfError] = useState<string | null>(null);

  async function downloadPdf() {
    setPdfError(null);
    try {
      await downloadOverviewPdf();
    } catch (error) {
      // Logged, and the user is told.
      console.error('Overview PDF download failed', error);
      setPdfError(PDF_FAILURE_MESSAGE);
    }
  }

  return (
    <section aria-labelledby="slides-download-title" className="rounded-2xl border border-border bg-card p-6 shadow-xs sm:p-8">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
          <Presentation className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="slides-download-title" className="text-xl font-bold tracking-tight">
            Application Overview Slides
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            A short deck on what Pitlane does, how it works and how it is paid for. The PDF carries today’s catalog
            figures; the HTML version prints to PDF from any browser.
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <DownloadButton label="Download PDF" onDownload={downloadPdf} />
        <DownloadButton label="Download HTML" variant="outline" Icon={FileCode} onDownload={downloadOverviewHtml} />
        <DownloadButton label="Download Markdown" variant="outline" Icon={FileText} onDownload={downloadOverviewMarkdown} />
      </div>
      {pdfError && (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {pdfError}
        </p>
      )}
    </section>
  );
}
