import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../src/server/modules/search/engines/index/catalog-index';
import { readSnapshot, writeSnapshot } from '../../src/server/modules/search/engines/index/index-snapshot';

describe('search index snapshot', () => {
  let directory: string;
  const key = { identity: 'db-1', similarityThreshold: 0.3 };
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'pitlane-snapshot-unit-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('refuses a field it could not bring back as it was, and leaves no file', async () => {
    const index = new CatalogIndex(0.3);
    index.freeze();
    Object.assign(index, { seen: new Set([1]) });
    await expect(writeSnapshot(directory, key, index)).rejects.toThrow(/cannot hold a Set/);
    Object.assign(index, { seen: () => 1 });
    await expect(writeSnapshot(directory, key, index)).rejects.toThrow(/cannot hold the function/);
    expect(await readdir(directory)).toEqual([]);
  });

  it('brings an index back with its classes, and only under the key it was written with', async () => {
    const index = new CatalogIndex(0.3);
    index.freeze();
    index.revision = 42;
    await writeSnapshot(directory, key, index);
    const restored = await readSnapshot(directory, key);
    expect(restored).toBeInstanceOf(CatalogIndex);
    expect(restored!.revision).toBe(42);
    expect(restored!.lexemeIdOf('brake')).toBe(-1);
    expect(await readSnapshot(directory, { ...key, similarityThreshold: 0.4 })).toBeNull();
    expect(await readSnapshot(directory, { ...key, identity: 'db-2' })).toBeNull();
  });
});
