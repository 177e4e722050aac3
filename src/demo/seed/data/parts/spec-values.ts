/** Small formatters for specification values, so every template writes "1.2 kg" and "17.5 mm" alike. */
import type { Specification } from '../../../../server/db/schema/catalog';
import type { Random } from '../../random';

export function mm(rng: Random, min: number, max: number, decimals = 1): string {
  return `${rng.between(min, max).toFixed(decimals)} mm`;
}

export function kg(rng: Random, min: number, max: number): string {
  return `${rng.between(min, max).toFixed(min < 1 ? 2 : 1)} kg`;
}

export function spec(name: string, value: string): Specification {
  return { name, value };
}

/** "Front Axle" style position label shared by brake and suspension templates. */
export function axle(front: boolean): string {
  return front ? 'Front Axle' : 'Rear Axle';
}

export const JAPANESE_MAKES = new Set(['lexus', 'toyota', 'nissan', 'honda', 'mazda', 'subaru']);
export const EXOTIC_MAKES = new Set(['ferrari', 'lamborghini', 'aston-martin']);
