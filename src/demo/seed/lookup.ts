/** Resolves a seed-data key to a database id, failing loudly on a key the data does not define. */
export function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Unknown ${what} "${String(key)}" in seed data`);
  return value;
}
