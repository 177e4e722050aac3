/**
 * Hands a file built in the browser to the user as a download: a Blob URL on a temporary link,
 * clicked, then released. The URL is revoked on the next task, after the browser has started the
 * download (revoking synchronously cancels it in some browsers).
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Text types get an explicit UTF-8 charset so "—" and "€" survive every editor. */
export function saveText(text: string, filename: string, type: 'text/markdown' | 'text/plain' | 'text/html'): void {
  saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), filename);
}
