import { FileCode, Printer } from 'lucide-react';
import { downloadOverviewHtml } from '../api/overview-downloads';
import { OVERVIEW_FILES } from '../api/overview-content';
import { DownloadButton } from './download-button';

const STEPS = [
  'Download the HTML overview and open it in your browser.',
  'Press Ctrl+P (⌘P on a Mac) to print.',
  'Choose “Save as PDF” as the destination and turn on “Background graphics”.',
  'Save: each slide lands on its own page.',
];

/** /download-slides: the HTML overview and how to turn it into a PDF by printing. */
export function HtmlOverviewDownload() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="html-download-title" className="rounded-2xl border border-border bg-card p-6 shadow-xs sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
          <FileCode className="size-6" aria-hidden="true" />
        </span>
        <h2 id="html-download-title" className="mt-5 text-xl font-bold tracking-tight">
          HTML overview
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          A single self-contained file, {OVERVIEW_FILES.html}, that opens in any browser without an internet connection.
        </p>
        <DownloadButton label="Download HTML Overview" className="mt-6 w-full sm:w-auto" onDownload={downloadOverviewHtml} />
      </section>
      <section aria-labelledby="print-steps-title" className="rounded-2xl border border-border bg-card p-6 shadow-xs sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-brand">
          <Printer className="size-6" aria-hidden="true" />
        </span>
        <h2 id="print-steps-title" className="mt-5 text-xl font-bold tracking-tight">
          Convert it to PDF by printing
        </h2>
        <ol className="mt-4 grid gap-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="pt-0.5 text-muted-foreground">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
