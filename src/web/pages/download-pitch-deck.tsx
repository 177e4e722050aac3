import { FileText, FileType, Presentation } from 'lucide-react';
import { Link } from 'wouter';
import { DECK_MARKDOWN_FILENAME, DECK_TEXT_FILENAME, deckToMarkdown, deckToPlainText } from '@web/features/pitch-deck/api/deck-export';
import { DECK_SLIDES } from '@web/features/pitch-deck/api/deck-slides';
import { PageHeader } from '@web/features/legal/components/page-header';
import { saveText } from '@web/features/slides/api/save-file';
import { DownloadButton } from '@web/features/slides/components/download-button';
import { usePageMeta } from '@web/lib/use-page-meta';

const FORMATS = [
  {
    title: 'Markdown',
    label: 'Download .md',
    Icon: FileText,
    filename: DECK_MARKDOWN_FILENAME,
    text: 'Headings and bullet lists: paste into a slide tool, a wiki or a README.',
    download: () => saveText(deckToMarkdown(), DECK_MARKDOWN_FILENAME, 'text/markdown'),
  },
  {
    title: 'Plain text',
    label: 'Download .txt',
    Icon: FileType,
    filename: DECK_TEXT_FILENAME,
    text: 'Readable in any editor or email, no formatting needed.',
    download: () => saveText(deckToPlainText(), DECK_TEXT_FILENAME, 'text/plain'),
  },
] as const;

export default function DownloadPitchDeckPage() {
  usePageMeta({
    title: 'Download the Pitch Deck',
    description: 'Download Pitlane’s ten-slide investor pitch deck as a markdown (.md) or plain text (.txt) file.',
  });
  return (
    <>
      <PageHeader eyebrow="Investors" title="Download the Pitch Deck">
        All {DECK_SLIDES.length} slides — from the problem to the funding ask — as a file you can keep, share or edit.
        Prefer to click through? <Link href="/pitch-deck" className="rounded-sm font-semibold text-inverse-foreground underline underline-offset-4">View the deck online</Link>.
      </PageHeader>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:px-8">
        {FORMATS.map(({ title, label, Icon, filename, text, download }) => (
          <section key={filename} aria-labelledby={`${filename}-title`} className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-xs">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-brand">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h2 id={`${filename}-title`} className="mt-5 text-xl font-bold tracking-tight">
              {title}
            </h2>
            <p className="mt-1 font-mono text-xs text-muted-foreground">{filename}</p>
            <p className="mt-3 flex-1 text-sm text-muted-foreground">{text}</p>
            <DownloadButton label={label} className="mt-6" onDownload={download} />
          </section>
        ))}
      </div>
      <p className="mx-auto -mt-4 mb-12 flex max-w-4xl items-center gap-2 px-4 text-sm text-muted-foreground sm:px-6 lg:px-8">
        <Presentation className="size-4 shrink-0" aria-hidden="true" />
        Both files are built in your browser from the same slides as the online deck.
      </p>
    </>
  );
}
