import { Download, Loader2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';

interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  label: string;
  /** Builds or fetches the file and saves it. Report failures inside it: a rejection is only logged here. */
  onDownload: () => void | Promise<void>;
  Icon?: LucideIcon;
  /** Small print after the label, e.g. "(.md)". */
  detail?: string;
}

/** A button that saves a file, with a spinner while an asynchronous download is under way. */
export function DownloadButton({ label, onDownload, Icon = Download, detail, disabled, ...props }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    try {
      await onDownload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button {...props} onClick={() => void onClick().catch((error: unknown) => console.error('Download failed', error))} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Icon className="size-4" aria-hidden="true" />}
      {label}
      {detail && <span className="font-normal opacity-75">{detail}</span>}
    </Button>
  );
}
