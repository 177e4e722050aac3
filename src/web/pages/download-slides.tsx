import { PageHeader } from '@web/features/legal/components/page-header';
import { HtmlOverviewDownload } from '@web/features/slides/components/html-overview-download';
import { useNoIndex } from '@web/features/slides/components/use-noindex';
import { usePageMeta } from '@web/lib/use-page-meta';

export default function DownloadSlidesPage() {
  usePageMeta({
    title: 'Download Application Overview',
    description: 'Download the Pitlane application overview as an HTML file and save it as a PDF by printing it from your browser.',
  });
  // This page is not indexed by search engines.
  useNoIndex();
  return (
    <>
      <PageHeader eyebrow="Resources" title="Application Overview Slides">
        The Pitlane overview as a single HTML file. Open it in your browser and print it to get a PDF, one slide per page.
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <HtmlOverviewDownload />
      </div>
    </>
  );
}
