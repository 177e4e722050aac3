import { describe, expect, it } from 'vitest';
import { composeAnswer, recommendedPartLine } from '../../src/server/modules/assistant/assistant.compose';
import { fluidSentence } from '../../src/server/modules/assistant/assistant.diagnosis-compose';
import type { Retrieval, RetrievedGuide } from '../../src/server/modules/assistant/assistant.retrieval';
import { analyzeQuestion } from '../../src/server/modules/assistant/assistant.terms';
import { bmwOilChange } from '../../src/server/db/seed/guides/bmw-oil-change';
import { lamborghiniFluidInspection } from '../../src/server/db/seed/guides/lamborghini-fluid-inspection';
import type { GuideSeed } from '../../src/server/db/seed/guides/guide-seed';
import type { CatalogPartLink } from '../../src/shared/schemas/guides';

const retrieved = (g: GuideSeed): RetrievedGuide => ({ ...g, rank: 0.5, matched: [], headingMatched: [] });

const filter: CatalogPartLink = {
  slug: 'mann-hu-816-x',
  name: 'Oil Filter',
  brand: 'Mann-Filter',
  partNumber: 'HU 816 X',
  lowestPrice: 12.99,
  url: '/product/mann-hu-816-x',
};

function retrieval(question: string, guides: GuideSeed[], parts: CatalogPartLink[] = [], numberMatches: CatalogPartLink[] = []): Retrieval {
  return { question, terms: analyzeQuestion(question), guides: guides.map(retrieved), parts, numberMatches };
}

describe('assistant answer composition', () => {
  it('writes recommended parts as the spec shows them', () => {
    expect(recommendedPartLine(filter)).toBe('Mann-Filter HU 816 X Oil Filter — from $12.99');
    // Brand or number already in the name are not repeated; thousands get a separator.
    expect(recommendedPartLine({ ...filter, name: 'Mann-Filter HU 816 X Oil Filter', lowestPrice: 1234.5 })).toBe(
      'Mann-Filter HU 816 X Oil Filter — from $1,234.50',
    );
  });

  it('answers from the best guide: rating, facts, steps, cautions and where to read more', () => {
    const a = composeAnswer(retrieval('how do I change the oil on my BMW', [bmwOilChange], [filter]));
    expect(a).toMatchObject({ difficulty: 'Beginner', estimatedTime: '45-60 minutes', grounded: true, answeredBy: 'retrieval' });
    expect(a.answer).toContain('Our BMW Oil Change guide covers this');
    expect(a.answer).toContain('about 25 ft-lbs (34 Nm)');
    expect(a.answer).toContain('6.5-7 quarts');
    expect(a.answer).toContain('The job takes 9 steps');
    expect(a.answer).toContain('Safety:');
    expect(a.answer).toContain('/guides/bmw-oil-change');
    expect(a.recommendedParts).toEqual(['Mann-Filter HU 816 X Oil Filter — from $12.99']);
    expect(a.parts).toEqual([filter]);
    expect(a.relatedGuides).toEqual([{ title: 'BMW Oil Change', description: bmwOilChange.description, url: '/guides/bmw-oil-change' }]);
  });

  it('quotes the steps a specific question asks about', () => {
    const a = composeAnswer(retrieval('what torque for the drain plug', [bmwOilChange]));
    expect(a.answer).toContain('Step 5, refit the drain plug with a new washer:');
  });

  it('summarises sections and details the one asked about', () => {
    const a = composeAnswer(retrieval('Lamborghini brake fluid', [lamborghiniFluidInspection]));
    expect(a.answer).toContain('Check these 8 fluids.');
    expect(a.answer).toMatch(/Brake fluid: Read the reservoir level/);
  });

  it('says so when the guide is written for another make', () => {
    const a = composeAnswer(retrieval('oil change on my Audi A4', [bmwOilChange]));
    expect(a.answer).toMatch(/^We don't have an Audi guide for this yet; the closest is our BMW Oil Change guide, written for BMW\./);
  });

  it('leads with the part a typed number names', () => {
    const a = composeAnswer(retrieval('HU 816 X', [], [filter], [filter]));
    expect(a.answer).toMatch(/^Part number HU 816 X is the Mann-Filter Oil Filter — from \$12\.99\./);
    expect(a).toMatchObject({ difficulty: 'Intermediate', estimatedTime: '1-3 hours', grounded: true });
  });

  it('offers the parts found when no guide covers the question', () => {
    const a = composeAnswer(retrieval('oil filter for my N52', [], [filter]));
    expect(a.answer).toContain("We don't have a repair guide that covers this yet");
    expect(a.answer).toContain('/contact');
    expect(a).toMatchObject({ difficulty: 'Intermediate', estimatedTime: '1-3 hours', relatedGuides: [], parts: [filter] });
    expect(a.answer).toContain('No guide covers this job yet, so the difficulty and time are a broad estimate');
  });

  it('rates a job without a guide by the rating the caller knows for it', () => {
    const a = composeAnswer(retrieval('oil filter for my N52', [], [filter]), { difficulty: 'Beginner', time: '30-60 minutes', note: 'Rated as an oil service.' });
    expect(a).toMatchObject({ difficulty: 'Beginner', estimatedTime: '30-60 minutes' });
    expect(a.answer).toMatch(/Rated as an oil service\.$/);
  });

  it('says plainly when nothing matches and points to support', () => {
    const a = composeAnswer(retrieval('how do I bake bread', []));
    // Never "Unknown": a broad range, and the reason it is broad.
    expect(a).toMatchObject({ difficulty: 'Intermediate', estimatedTime: '30 minutes-4 hours', grounded: false, recommendedParts: [], parts: [], relatedGuides: [] });
    expect(a.answer).toContain("couldn't find a guide or a catalog part");
    expect(a.answer).toContain('We could not tell which job this is, so the difficulty and time are the broad range');
    expect(a.answer).toContain('/contact');
  });
});

describe('a fluid specification sentence', () => {
  const oil = { specification: 'BMW Longlife-01 approved full synthetic', viscosities: ['5W-30', '0W-40'] };

  it('reads the capacity note as part of the sentence, ending in one full stop', () => {
    const sentence = fluidSentence({ ...oil, capacityLiters: '6.50', capacityNote: 'With a new filter; approximate, confirm on the dipstick or level check.' }, 'engine oil', false);
    expect(sentence).toBe(
      'engine oil: BMW Longlife-01 approved full synthetic; viscosity 5W-30 or 0W-40; capacity about 6.5 liters (6.9 US quarts), with a new filter; approximate, confirm on the dipstick or level check.',
    );
  });

  it('gives the note in place of a figure when the capacity is asked and not stated, acronyms kept', () => {
    const dipstick = fluidSentence({ ...oil, capacityLiters: null, capacityNote: 'Fill to the level shown by the dipstick.' }, 'engine oil', true);
    expect(dipstick).toMatch(/; fill to the level shown by the dipstick\.$/);
    expect(dipstick).not.toMatch(/\.\.$/);
    expect(fluidSentence({ ...oil, capacityLiters: null, capacityNote: 'VW TL 774 J only.' }, 'coolant', true)).toMatch(/; VW TL 774 J only\.$/);
  });
});
