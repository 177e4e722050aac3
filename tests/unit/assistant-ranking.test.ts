import { describe, expect, it } from 'vitest';
import { answersQuestion, guideTier, selectGuides, selectParts, type GuideMatch } from '../../src/server/modules/assistant/assistant.ranking';
import { analyzeQuestion } from '../../src/server/modules/assistant/assistant.terms';

const guide = (make: string, headingMatched: string[], matched: string[] = headingMatched, rank = 0.1): GuideMatch => ({
  make,
  rank,
  matched,
  headingMatched,
});

describe('assistant guide selection', () => {
  it('keeps a guide whose heading names the job, whatever make it is for', () => {
    const terms = analyzeQuestion('brake pads for my BMW E46');
    expect(answersQuestion(guide('Porsche', ['brake', 'pads']), terms)).toBe(true);
  });

  it('drops a guide that only mentions one of several job words in passing', () => {
    const terms = analyzeQuestion('how do I change spark plugs on my BMW');
    // The oil change mentions the drain plug; spark plugs are another job.
    expect(answersQuestion(guide('BMW', [], ['plugs']), terms)).toBe(false);
  });

  it('keeps a body-only match that covers the job for the named make', () => {
    expect(answersQuestion(guide('Lamborghini', [], ['coolant']), analyzeQuestion('coolant on my Lambo'))).toBe(true);
    expect(answersQuestion(guide('Porsche', [], ['lug', 'nut', 'torque']), analyzeQuestion('lug nut torque 997'))).toBe(true);
    // ...but not a body-only match for another named make.
    expect(answersQuestion(guide('Porsche', [], ['lug', 'nut', 'torque']), analyzeQuestion('lug nut torque E46'))).toBe(false);
  });

  it('answers a question naming only a car with that make’s guides', () => {
    const terms = analyzeQuestion('my Lambo');
    expect(answersQuestion(guide('Lamborghini', []), terms)).toBe(true);
    expect(answersQuestion(guide('BMW', []), terms)).toBe(false);
  });

  it('prefers the named make’s guide about the job over another make’s, and both over a passing mention', () => {
    const terms = analyzeQuestion('engine oil on a Gallardo');
    const bmw = { ...guide('BMW', ['engine', 'oil'], ['engine', 'oil'], 0.6), slug: 'bmw' };
    const lambo = { ...guide('Lamborghini', ['engine', 'oil'], ['engine', 'oil'], 0.3), slug: 'lambo' };
    expect(guideTier(lambo, terms)).toBe(0);
    expect(guideTier(bmw, terms)).toBe(1);
    expect(selectGuides([bmw, lambo], terms).map((g) => g.slug)).toEqual(['lambo', 'bmw']);

    const oilOn997 = analyzeQuestion('oil change on a 997');
    const passing = { ...guide('Porsche', [], ['oil'], 0.9), slug: 'turbo' };
    expect(selectGuides([passing, bmw], oilOn997).map((g) => g.slug)).toEqual(['bmw', 'turbo']);
  });
});

describe('assistant part selection', () => {
  const part = (slug: string, matched: string[], flags: Partial<{ typed: boolean; in_guide: boolean }> = {}) => ({
    slug,
    matched,
    typed: false,
    in_guide: false,
    ...flags,
  });

  it('keeps typed numbers and guide parts first, then parts about the job, dropping passing matches', () => {
    const question = analyzeQuestion('997 turbo passenger side');
    const rows = [
      part('typed', [], { typed: true }),
      part('guide', [], { in_guide: true }),
      part('right-turbo', ['turbo', 'passenger', 'side']),
      part('left-turbo', ['turbo', 'side']),
      part('mirror', ['side']),
    ];
    expect(selectParts(rows, [question.subjectGroups], 10).map((p) => p.slug)).toEqual(['typed', 'guide', 'right-turbo', 'left-turbo']);
    expect(selectParts(rows, [question.subjectGroups], 2)).toHaveLength(2);
  });

  it('accepts parts about the best guide’s job even when the question words are elsewhere', () => {
    const question = analyzeQuestion('drain plug torque');
    const guide = analyzeQuestion('BMW Oil Change');
    const rows = [part('oil-filter', ['oil']), part('spark-plugs', ['plug'])];
    expect(selectParts(rows, [question.subjectGroups, guide.subjectGroups], 4).map((p) => p.slug)).toEqual(['oil-filter']);
  });
});

describe('guide order within a tier', () => {
  it('puts the guide whose heading names the job before one that mentions more of the words in its steps', () => {
    const terms = analyzeQuestion('what torque for porsche lug nuts when doing pads');
    const turbo = { ...guide('Porsche', [], ['torque', 'nuts'], 0.4), slug: 'turbo' };
    const pads = { ...guide('Porsche', ['pads'], ['torque', 'lug', 'nuts', 'pads'], 0.2), slug: 'pads' };
    expect(selectGuides([turbo, pads], terms).map((g) => g.slug)).toEqual(['pads', 'turbo']);
  });
});
