/** Builds platforms that span several engines or models (a tool for N52, N54 and N55 engines). */
import { ENGINES, type Fit, type Platform } from '../../../../server/db/seed/data/platforms';

export function combineEngines(key: string, label: string, oemMake: string, engineKeys: string[], numberPrefix?: string): Platform {
  const fits = engineKeys.flatMap((engineKey) => {
    const platform = ENGINES[engineKey];
    if (!platform) throw new Error(`Seed data names an unknown engine family "${engineKey}"`);
    return platform.fits;
  });
  return { key, label, oemMake, fits, numberPrefix };
}

export function combineModels(key: string, label: string, oemMake: string, models: string[], numberPrefix?: string): Platform {
  return { key, label, oemMake, numberPrefix, fits: models.map((model): Fit => ({ model: model as Fit['model'] })) };
}

/** A copy of an engine family under another key, for parts sold per side or per position. */
export function engineVariant(engineKey: string, key: string, label?: string): Platform {
  const platform = ENGINES[engineKey];
  if (!platform) throw new Error(`Seed data names an unknown engine family "${engineKey}"`);
  return { ...platform, key, label: label ?? platform.label };
}
