import { describe, expect, it } from 'vitest';
import { recognizeWholeJob } from '../../src/server/modules/assistant/assistant.job-kit';
import { ownerWord } from '../../src/server/modules/assistant/assistant.owner-words';
import { bottlesFor, packageLiters, packagesFor } from '../../src/server/modules/assistant/assistant.quantities';
import { recognizeSymptoms } from '../../src/server/modules/assistant/assistant.recognize';

describe('job quantities', () => {
  it('reads a bottle’s volume from its Volume specification or its name', () => {
    expect(packageLiters('Full Synthetic Engine Oil, 5 Liter', [])).toBe(5);
    expect(packageLiters('Engine Oil', [{ name: 'Volume', value: '1 L' }])).toBe(1);
    expect(packageLiters('Oil Filter Kit', [])).toBeNull();
  });

  it('fills the capacity with whole bottles', () => {
    expect(bottlesFor(6.5, 5)).toBe(2);
    expect(bottlesFor(5, 5)).toBe(1);
    expect(bottlesFor(8, 1)).toBe(8);
    expect(bottlesFor(0.5, 5)).toBe(1);
  });

  it('counts a pair as two units and a set as the whole job', () => {
    expect(packagesFor(2, 'Front Brake Rotor Pair')).toBe(1);
    expect(packagesFor(2, 'Front Brake Rotor')).toBe(2);
    expect(packagesFor(4, 'Front Brake Pad Set')).toBe(1);
  });

  it('recognises the whole jobs owners name', () => {
    expect(recognizeWholeJob('oil service 2003 bmw 330i')).toBe('oil-service');
    expect(recognizeWholeJob('diy oil change c300 2010')).toBe('oil-service');
    expect(recognizeWholeJob('front brake job 2009 328i')).toBe('front-brakes');
    expect(recognizeWholeJob('pads and rotors on a 997')).toBe('front-brakes');
    expect(recognizeWholeJob('rear pads and rotors e90')).toBeNull();
    expect(recognizeWholeJob('how to change spark plugs on n54')).toBeNull();
  });
});

describe('owner words', () => {
  const vocabulary = [
    { slug: 'headlight-condensation', aliases: ['condensation in headlight', 'tail light condensation'] },
    { slug: 'lid', aliases: ['hood wont stay up', 'tailgate falls'] },
    { slug: 'mirror', aliases: ['heated mirror not working', 'mirror wont defrost'] },
  ];
  const slugs = (q: string) => recognizeSymptoms(q, vocabulary).map((m) => m.slug);

  it('fold regional words and the ways of saying something stopped', () => {
    expect(ownerWord('bonnet')).toBe('hood');
    expect(slugs('condensation in headlamp')).toEqual(['headlight-condensation']);
    expect(slugs('bonnet wont stay up')).toEqual(['lid']);
    expect(slugs('heated mirror stopped working')).toEqual(['mirror']);
    expect(slugs('mirror wont demist')).toEqual(['mirror']);
  });

  it('match a phrase across two inserted words and another ending of its words', () => {
    expect(slugs('tail light full of condensation')).toEqual(['headlight-condensation']);
    expect(slugs('rear hatch keeps falling')).toEqual(['lid']);
  });
});
