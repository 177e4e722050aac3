import { describe, expect, it } from 'vitest';
import { SYMPTOMS } from '../../src/server/db/seed/knowledge/symptoms';
import { buildKnowledgeRows } from '../../src/server/db/seed/knowledge/rows';
import { mostSpecificScope } from '../../src/server/modules/assistant/assistant.knowledge-queries';
import {
  recognizeFaultCodes,
  recognizeFluidQuestion,
  recognizeSymptoms,
  sameWord,
} from '../../src/server/modules/assistant/assistant.recognize';

const vocabulary = SYMPTOMS.map((s) => ({ slug: s.slug, aliases: s.aliases }));
const symptomOf = (question: string) => recognizeSymptoms(question, vocabulary).sort((a, b) => a.position - b.position)[0]?.slug;

describe('fault code recognition', () => {
  it.each([
    ['P0301 on my 335i', ['P0301']],
    ['p0301 again', ['P0301']],
    ['got a P 0301 today', ['P0301']],
    ['scanner says P-0420', ['P0420']],
    ['p0171 and p0174 on my c300', ['P0171', 'P0174']],
    ['U0121 after the battery died', ['U0121']],
    ['C0035 left front', ['C0035']],
  ])('finds the codes in "%s"', (question, codes) => {
    expect(recognizeFaultCodes(question)).toEqual(codes);
  });

  it('does not read model names, years or part numbers as codes', () => {
    expect(recognizeFaultCodes('my 2010 c300 w204 with 11 42 7 566 327')).toEqual([]);
    expect(recognizeFaultCodes('b8 s4 and a c63 amg')).toEqual([]);
  });
});

describe('symptom recognition', () => {
  it.each([
    ['misfire on my 2011 Audi A4 2.0T', 'misfire'],
    ['my a4 has a mispire at idle', 'misfire'],
    ['2011 a4 missfire and flashing check engine light', 'misfire'],
    ['n54 misfireing under boost', 'misfire'],
    ['coolant leak bmw n54', 'coolant-loss'],
    ['e90 coolent low warning every week', 'coolant-loss'],
    ['squealing brakes on my C63', 'brake-noise'],
    ['brakes squeeky on 2010 C300', 'brake-noise'],
    ['grinding noise when braking', 'brake-noise'],
    ['steering wheel shakes when braking', 'brake-pulsation'],
    ['clunk from the front over bumps', 'clunk-over-bumps'],
    ['klunk over bumps front end', 'clunk-over-bumps'],
    ['x5 overheating and reduced power', 'overheating'],
    ['my gti is loosing power and hesitates', 'loss-of-power'],
    ['wont start just clicks', 'no-start'],
    ['check engine light on after filling up', 'check-engine-light'],
  ])('"%s" is %s', (question, slug) => {
    expect(symptomOf(question)).toBe(slug);
  });

  it('takes a phrase as written before one found by leaving out a small word', () => {
    // "shaky idle" is a rough idle; "vibration at idle" only matches it with "at" left out.
    expect(symptomOf('shaky idle on my e46')).not.toBe('idle-vibration');
  });

  it('prefers the longer phrase: a shaking wheel under braking is pulsation, not vibration', () => {
    const found = recognizeSymptoms('steering wheel shakes when braking', vocabulary).map((m) => m.slug);
    expect(found).toEqual(['brake-pulsation']);
  });

  it('finds nothing in a question about a job or a fluid', () => {
    expect(symptomOf('how to check engine oil on a Gallardo')).toBeUndefined();
    expect(symptomOf('what oil does a porsche 911 take')).toBeUndefined();
    expect(symptomOf('front pads and rotors 2009 328i')).toBeUndefined();
  });

  it('tolerates typos only in longer words', () => {
    expect(sameWord('mispire', 'misfire')).toBe(true);
    expect(sameWord('coolent', 'coolant')).toBe(true);
    expect(sameWord('overheatting', 'overheating')).toBe(true);
    expect(sameWord('oul', 'oil')).toBe(false);
    expect(sameWord('clunk', 'clank')).toBe(true);
    expect(sameWord('n55', 'n54')).toBe(false);
  });

  it('takes a word with an ending, or with two letters swapped, as the word', () => {
    expect(sameWord('leaks', 'leak')).toBe(true);
    expect(sameWord('idles', 'idle')).toBe(true);
    expect(sameWord('idling', 'idle')).toBe(true);
    expect(sameWord('knocking', 'knock')).toBe(true);
    expect(sameWord('idel', 'idle')).toBe(true);
    // Another letter in a short word is another word; so is an ending that is not one.
    expect(sameWord('idly', 'idle')).toBe(false);
    expect(sameWord('leaky', 'leak')).toBe(false);
    expect(sameWord('n54s', 'n54')).toBe(false);
  });

  it.each([
    ['my car idles rough', 'rough-idle'],
    ['rough idel on my bmw', 'rough-idle'],
    ['oil leaks on my 2008 335i', 'oil-leak'],
    ['front end knocks over bumps', 'clunk-over-bumps'],
  ])('"%s" is recognised through the word\'s ending or a slip of the fingers', (question, slug) => {
    expect(symptomOf(question)).toBe(slug);
  });

  it.each([
    ['losing power uphill on my m3', 'loss-of-power'],
    ['battery keeps dying on my 911', 'no-start'],
    // The car shaking at idle is a vibration (mounts first); an idle that runs rough is a rough idle.
    ['car shakes at idle', 'idle-vibration'],
    ['lumpy idle when cold', 'rough-idle'],
    ['temp gauge goes up in traffic', 'overheating'],
    ['brakes grind when I stop', 'brake-noise'],
    ['noise over bumps from the rear', 'clunk-over-bumps'],
    ['whole car shakes at stop lights in drive', 'idle-vibration'],
    ['car is shuddering at idle', 'idle-vibration'],
    ['temperature gauge climbs to red on the highway', 'overheating'],
    ['temp gauge creeping up in traffic', 'overheating'],
    ['rear light keeps filling with water', 'tail-light-water'],
  ])('"%s" is recognised in the words owners use', (question, slug) => {
    expect(symptomOf(question)).toBe(slug);
  });

  it('does not take a word that differs in its first letters for a symptom\'s', () => {
    expect(sameWord('checking', 'clicking')).toBe(false);
    expect(sameWord('sticking', 'clicking')).toBe(false);
    expect(sameWord('ticking', 'clicking')).toBe(false);
    expect(symptomOf('checking engine oil on my 911')).toBeUndefined();
    expect(symptomOf('ticking noise from the engine')).toBeUndefined();
    expect(symptomOf('sticking brakes')).not.toBe('no-start');
  });

  it('a leak of oil is a symptom, not a question about which oil', () => {
    expect(recognizeFluidQuestion('oil leaks on my 2008 335i')).toBeNull();
  });
});

describe('fluid questions', () => {
  it.each([
    ['what oil does a 2010 911 take', { fluid: 'engine-oil', capacity: false }],
    ['how many quarts of oil does an e46 330i take', { fluid: 'engine-oil', capacity: true }],
    ['what coolant does my e90 328i use', { fluid: 'coolant', capacity: false }],
    ['brake fluid for 997 dot 4?', { fluid: 'brake-fluid', capacity: false }],
  ])('"%s" asks about a fluid', (question, expected) => {
    expect(recognizeFluidQuestion(question)).toEqual(expected);
  });

  it('a job with the fluid is not a specification question', () => {
    expect(recognizeFluidQuestion('oil change 997 carrera 2010')).toBeNull();
    expect(recognizeFluidQuestion('how often to flush brake fluid')).toBeNull();
    expect(recognizeFluidQuestion('what oil filter does my N52 need')).toBeNull();
  });
});

describe('cause ordering by scope', () => {
  const rows = buildKnowledgeRows().causeRankings;
  const misfire = rows.filter((r) => r.symptomSlug === 'misfire').map((r) => ({ ...r, scopeKey: r.scopeKey ?? null }));
  const causes = (keys: string[]) => mostSpecificScope(misfire, keys).map((r) => r.causeId);

  it('takes the engine’s own order when it has one', () => {
    expect(causes(['bmw-n54', 'bmw/3-series-e90', 'bmw']).slice(0, 3)).toEqual(['ignition-coil-failure', 'worn-spark-plugs', 'fuel-injector-fault']);
    expect(causes(['vag-ea888-gen2', 'audi/a4-b8', 'audi'])).toEqual(['ignition-coil-failure', 'worn-spark-plugs', 'intake-valve-carbon', 'pcv-valve-failure']);
    // Gen 3 engines are likelier to have a PCV fault than carbon: the order differs per engine.
    expect(causes(['vag-ea888-gen3']).slice(2)).toEqual(['pcv-valve-failure', 'intake-valve-carbon']);
  });

  it('falls back through model and make to the generic order', () => {
    const generic = causes([]);
    expect(generic[0]).toBe('worn-spark-plugs');
    expect(causes(['no-such-engine', 'no/such-model', 'no-such-make'])).toEqual(generic);
  });

  it('keeps rank order within a scope whatever order the rows come in', () => {
    const shuffled = [...misfire].reverse();
    expect(mostSpecificScope(shuffled, ['bmw-n54']).map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
