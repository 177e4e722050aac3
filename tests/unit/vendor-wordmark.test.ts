import { describe, expect, it } from 'vitest';
import { vendorLogoSvg } from '../../src/server/modules/images/svg';

const lines = (svg: string) => [...svg.matchAll(/<text x="88"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('vendor wordmark', () => {
  it('shows a short name whole on one line', () => {
    expect(lines(vendorLogoSvg('FCP Euro'))).toEqual(['FCP Euro']);
  });

  it('never cuts a long name short: it goes on two lines split between words', () => {
    for (const name of ['Suncoast Porsche Parts', 'Bavarian Autosport', 'Toyota Parts Deal', 'A Very Long Retailer Name Of Parts']) {
      const svg = vendorLogoSvg(name);
      expect(svg, name).not.toContain('…');
      expect(lines(svg).join(' '), name).toBe(name);
      expect(lines(svg), name).toHaveLength(2);
    }
    expect(lines(vendorLogoSvg('Suncoast Porsche Parts'))).toEqual(['Suncoast', 'Porsche Parts']);
  });

  it('squeezes a single word too long for the space instead of cutting it', () => {
    const svg = vendorLogoSvg('Autoteilemarktplatzhaus');
    expect(lines(svg)).toEqual(['Autoteilemarktplatzhaus']);
    expect(svg).toContain('textLength="140"');
  });
});
