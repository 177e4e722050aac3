import type { Database } from '../../db/client';
import { readSetting } from '../../db/settings';

/** Whether the database holds the demo catalog; asked once, as the catalog source never changes while running. */
export function isDemoCatalog(db: Database): () => Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  return () =>
    (answer ??= readSetting(db, 'catalog_source').then(
      (source) => source === 'demo',
      () => {
        // Asked again next time; a page is still served without the hint.
        answer = undefined;
        return false;
      },
    ));
}
