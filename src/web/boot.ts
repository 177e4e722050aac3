/**
 * The only script a server-rendered page starts with (decision 004). The page is already drawn from
 * its HTML, so the app's code is asked for once the browser has painted it: the first paint then
 * waits for nothing but the HTML and the styles, and the code arrives right after to hydrate the
 * page. The server names the app's entry and the opened page's chunks on this script's element.
 */
const element = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const entry = element?.dataset.appEntry;
const preloads: unknown = JSON.parse(element?.dataset.appPreloads ?? '[]');

function loadApp(): void {
  if (!entry) return;
  // Links rather than bare imports: the browser fetches the page's chunks alongside the entry
  // instead of after it, and the load event waits for them.
  for (const href of [entry, ...(Array.isArray(preloads) ? preloads : [])]) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

// A frame callback runs just before the browser paints; a task queued from it runs after that paint.
requestAnimationFrame(() => setTimeout(loadApp, 0));
