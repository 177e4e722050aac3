import { describe, expect, it } from 'vitest';
import { buildMaterial, extractContent, SYSTEM_PROMPT } from '../../src/server/modules/assistant/assistant.llm';
import type { Retrieval } from '../../src/server/modules/assistant/assistant.retrieval';
import { analyzeQuestion } from '../../src/server/modules/assistant/assistant.terms';
import { ferrariAnnualMaintenance } from '../../src/server/db/seed/guides/ferrari-annual-maintenance';
import { porscheBrakePadReplacement } from '../../src/server/db/seed/guides/porsche-brake-pad-replacement';

const retrieval: Retrieval = {
  question: 'brake pads 997',
  terms: analyzeQuestion('brake pads 997'),
  guides: [porscheBrakePadReplacement, ferrariAnnualMaintenance].map((g) => ({ ...g, rank: 0.4, matched: [], headingMatched: [] })),
  parts: [{ slug: 'pads', name: 'Front Brake Pad Set', brand: 'Pagid', partNumber: 'T1234', lowestPrice: 99.5, url: '/product/pads' }],
  numberMatches: [],
};

describe('assistant language model adapter', () => {
  it('forbids outside facts in the system prompt', () => {
    expect(SYSTEM_PROMPT).toMatch(/ONLY the material/);
    expect(SYSTEM_PROMPT).toMatch(/Do not add facts/);
    expect(SYSTEM_PROMPT).toContain('/contact');
  });

  it('hands the model the best guide in full, related guides and the catalog parts', () => {
    const material = buildMaterial(retrieval);
    expect(material).toContain('GUIDE: Porsche Brake Pad Replacement (make: Porsche; difficulty: Intermediate; time: 2-3 hours');
    expect(material).toContain('Step 12: Restore the pedal and bed the pads in.');
    expect(material).toContain('Fact: Lug nut torque: About 118 ft-lbs (160 Nm)');
    expect(material).toMatch(/Caution: Support the car on jack stands/);
    expect(material).toContain('Related guide: Ferrari Annual Maintenance Checklist (/guides/ferrari-annual-maintenance)');
    expect(material).toContain('Catalog part: Pagid T1234 Front Brake Pad Set — from $99.50 (/product/pads)');
  });

  it('says when there is no guide, so the model cannot pretend there is', () => {
    expect(buildMaterial({ ...retrieval, guides: [] })).toContain('GUIDE: none of our guides covers this question.');
  });

  it('accepts only a non-empty text answer of sensible length', () => {
    expect(extractContent({ choices: [{ message: { content: '  Use DOT 4.  ' } }] })).toBe('Use DOT 4.');
    for (const bad of [null, 'text', {}, { choices: [] }, { choices: [{}] }, { choices: [{ message: { content: 42 } }] }, { choices: [{ message: { content: '   ' } }] }]) {
      expect(extractContent(bad)).toBeNull();
    }
    expect(extractContent({ choices: [{ message: { content: 'x'.repeat(5000) } }] })).toBeNull();
  });
});
