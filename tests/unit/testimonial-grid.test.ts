import { describe, expect, it } from 'vitest';
import { testimonialCellClass } from '../../src/web/features/home/components/testimonials';

const span = (className: string, prefix: 'md' | 'lg', otherwise: number) => Number(new RegExp(`${prefix}:col-span-(\\d)`).exec(className)?.[1] ?? otherwise);

/** Whether cells of these widths, placed in order, fill every row of `columns` exactly. */
function fillsRows(widths: number[], columns: number): boolean {
  let used = 0;
  for (const width of widths) {
    if (used + width > columns) return false;
    used = (used + width) % columns;
  }
  return used === 0;
}

describe('testimonials grid', () => {
  it('leaves no hole in any row, on two columns or three, whatever the number of reviews', () => {
    for (let count = 1; count <= 12; count += 1) {
      const classes = Array.from({ length: count }, (_, index) => testimonialCellClass(index, count));
      expect(fillsRows(classes.map((c) => span(c, 'lg', 1)), 6), `${count} on wide screens`).toBe(true);
      expect(fillsRows(classes.map((c) => span(c, 'md', 1)), 2), `${count} on two columns`).toBe(true);
    }
  });
});
