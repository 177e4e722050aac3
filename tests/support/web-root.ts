/**
 * A stand-in for the built web app (index.html and one hashed script) in a temporary folder, so
 * tests of page serving do not depend on `npm run build` having run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHELL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Pitlane — Compare prices on luxury car parts</title>
    <meta name="description" content="Compare prices on parts." />
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
export const HASHED_SCRIPT = '/assets/index-Ab12Cd34.js';

/** Vite's build manifest, cut down to the entry, two pages sharing a chunk, the console with one section, and the boot script. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true },
  'pages/home.tsx': { file: 'assets/home-Zz99Yy88.js', imports: ['index.html', '_shared-Qq11.js'] },
  'pages/product.tsx': { file: 'assets/product-Pp22.js', imports: ['index.html', '_shared-Qq11.js'] },
  'app/admin/admin-app.tsx': { file: 'assets/admin-app-Aa33.js', imports: ['index.html', '_shared-Qq11.js'] },
  'pages/admin/vendors.tsx': { file: 'assets/vendors-Vv44.js', imports: ['index.html', '_admin-table-Tt55.js'] },
  '_admin-table-Tt55.js': { file: 'assets/admin-table-Tt55.js' },
  '_shared-Qq11.js': { file: 'assets/shared-Qq11.js', imports: ['index.html'] },
  'boot.ts': { file: 'assets/boot-Bb33.js', isEntry: true },
};

export function createWebRoot(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-web-root-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
  // Large enough to be worth compressing (the threshold is 1 KB).
  writeFileSync(path.join(dir, HASHED_SCRIPT), `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};\n`);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
