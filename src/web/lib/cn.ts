import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Builds tailwind-merge's lookup table now rather than inside the first cn() call: called in a task
 * of its own before hydration, so that work (a long task on a slow phone) does not lengthen one of
 * React's.
 */
export function prepareClassMerging(): void {
  twMerge(''); // the first call builds the table, whatever it is given
}

/** Joins class names (clsx) and lets later Tailwind utilities override earlier ones (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
