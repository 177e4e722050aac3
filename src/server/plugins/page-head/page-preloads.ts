/**
 * `<link rel="modulepreload">` for the code of the page being opened. Each page is a lazy chunk
 * the app would only request after its entry script has run; named in the first HTML, it downloads
 * alongside the entry instead, which takes a round trip off the first meaningful paint.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isAdminPath } from '@shared/page-routes';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * A page's chunk is src/web/pages/<first path segment>.tsx; these are the routes that differ. A
 * route missing here (or renamed) only loses its preload: the app still loads the page itself.
 */
const PAGE_OF_SEGMENT: Record<string, string> = {
  '': 'home',
  guides: 'guide',
  'bmw-timing-belts': 'guide',
  'part-search': 'part-number-search',
  'test-vendors': 'vendor-test',
  'vendor-button-test': 'vendor-test',
  'product-test': 'vendor-test',
};

export async function readViteManifest(webRoot: string): Promise<ViteManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return null; // A build without a manifest: pages still work, just without preloads.
  }
}

/**
 * The chunks that draw `pathname`. A shop page is src/web/pages/<first path segment>.tsx. The
 * console is an app of its own: its chunk (which holds the sign-in screen), then the section's page
 * (/admin/vendors → pages/admin/vendors.tsx). Preloaded, the console's code is there when the page
 * hydrates; late, a theme read from the browser reached the console before it had hydrated, and
 * React drew it again from nothing, blank for as long as the download took.
 */
function pageChunkKeys(pathname: string): string[] {
  const [, segment = '', section] = pathname.split('/');
  if (isAdminPath(pathname)) return ['app/admin/admin-app.tsx', ...(section ? [`pages/admin/${section}.tsx`] : [])];
  return [`pages/${Object.hasOwn(PAGE_OF_SEGMENT, segment) ? PAGE_OF_SEGMENT[segment] : segment}.tsx`];
}

/** Files to preload for `pathname`: the page's chunks and what they import, minus the entry (already in the HTML). */
export function pagePreloads(manifest: ViteManifest, pathname: string): string[] {
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
  };
  for (const key of pageChunkKeys(pathname)) {
    const chunk = manifest[key];
    if (chunk) visit(chunk);
  }
  return [...files];
}

/** The built src/web/boot.ts, which server-rendered pages load instead of the entry (page-render/inject-page.ts). */
export function bootFile(manifest: ViteManifest): string | undefined {
  return manifest['boot.ts']?.file;
}

export function injectPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files
    .filter((file) => !html.includes(`/${file}"`)) // the entry's own imports are listed by Vite already
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return links ? html.replace('</head>', `    ${links}\n  </head>`) : html;
}
