/**
 * How many of a product a job takes: oil by the engine's capacity and the bottle's volume, parts by the
 * units the job needs and the units one package holds ("Front Brake Rotor Pair" covers both rotors).
 */

/** The volume in litres a product holds, from its Volume specification or its name ("5 Liter", "1 L"). */
export function packageLiters(name: string, specifications: { name: string; value: string }[]): number | null {
  const fromSpec = specifications.find((s) => s.name.toLowerCase() === 'volume')?.value;
  for (const text of [fromSpec, name]) {
    const match = text ? /(\d+(?:[.,]\d+)?)\s*(?:l|liter|litre|liters|litres)\b/i.exec(text) : null;
    if (match) return Number(match[1]!.replace(',', '.'));
  }
  return null;
}

/** Bottles for a fill: enough to reach the capacity, never fewer than one. */
export function bottlesFor(capacityLiters: number, bottleLiters: number): number {
  return Math.max(1, Math.ceil(capacityLiters / bottleLiters - 1e-9));
}

/** Units a package holds: a pair two, a set or kit the whole axle's or job's worth (one package), else one. */
export function unitsPerPackage(name: string): number | 'all' {
  if (/\bpair\b/i.test(name)) return 2;
  if (/\b(set|kit)\b/i.test(name)) return 'all';
  return 1;
}

/** Packages for `units` of a part. */
export function packagesFor(units: number, name: string): number {
  const per = unitsPerPackage(name);
  return per === 'all' ? 1 : Math.max(1, Math.ceil(units / per));
}
