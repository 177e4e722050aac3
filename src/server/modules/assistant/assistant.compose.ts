/**
 * Writes the assistant's answer from retrieved material only: the best guide's facts, steps, sections and
 * cautions, chosen for the question, and the catalog parts found. Nothing here adds a fact, a part or a guide
 * that retrieval did not return.
 */
import type { AssistantAnswer, RelatedGuide } from '@shared/schemas/assistant';
import type { CatalogPartLink, GuideSection } from '@shared/schemas/guides';
import { formatUsd } from '@shared/rules/money';
import { UNRATED_PART_JOB, UNRECOGNISED_JOB, type Estimate } from './assistant.estimates';
import { mostRelevant, specificRoots } from './assistant.relevance';
import type { Retrieval, RetrievedGuide } from './assistant.retrieval';

export const SUPPORT_PATH = '/contact';

/** Steps and cautions quoted in full when the question points at them. */
const MAX_DETAILED_STEPS = 2;
const MAX_WARNINGS = 2;

/** "Drain the old oil" -> "drain the old oil" inside a sentence; "VTG actuator" and "M20 six" stay as written. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** "Mann-Filter HU 816 X Oil Filter": brand and number only when the name lacks them. */
function partLabel(part: CatalogPartLink, withNumber: boolean): string {
  const name = part.name.toLowerCase();
  return [
    name.includes(part.brand.toLowerCase()) ? '' : part.brand,
    !withNumber || name.includes(part.partNumber.toLowerCase()) ? '' : part.partNumber,
    part.name,
  ]
    .filter(Boolean)
    .join(' ');
}

const fromPrice = (part: CatalogPartLink) => (part.lowestPrice == null ? '' : ` — from ${formatUsd(part.lowestPrice)}`);

/** "Mann-Filter HU 816 X Oil Filter — from $12.99": how a recommended part reads in the answer. */
export function recommendedPartLine(part: CatalogPartLink): string {
  return `${partLabel(part, true)}${fromPrice(part)}`;
}

function relatedGuides(guides: RetrievedGuide[]): RelatedGuide[] {
  return guides.map((g) => ({ title: g.title, description: g.description, url: g.path }));
}

/** "a BMW", "an Audi", "an Aston Martin". */
const withArticle = (make: string) => `${/^[AEIOU]/i.test(make) ? 'an' : 'a'} ${make}`;

/** "Part number 11 42 7 566 327 is the Hengst Oil Filter Kit ... — from $12.99." for each number the question typed. */
function numberParagraph(r: Retrieval): string | null {
  if (r.numberMatches.length === 0) return null;
  return r.numberMatches.map((p) => `Part number ${p.partNumber} is the ${partLabel(p, false)}${fromPrice(p)}.`).join(' ');
}

function opening(guide: RetrievedGuide, namedMakes: string[]): string {
  const rating = `It is rated ${guide.difficulty} and takes about ${guide.timeRequired}.`;
  if (namedMakes.length === 0 || namedMakes.includes(guide.make)) return `Our ${guide.title} guide covers this. ${rating}`;
  return (
    `We don't have ${withArticle(namedMakes[0]!)} guide for this yet; the closest is our ${guide.title} guide, written for ${guide.make}. ` +
    `The procedure is similar, but check the torques, capacities and part numbers for your own car. ${rating}`
  );
}

function factsParagraph(guide: RetrievedGuide): string | null {
  const facts = guide.content.facts ?? [];
  if (facts.length === 0) return null;
  return `Key figures: ${facts.map((f) => `${lowerFirst(f.label)}: ${lowerFirst(f.value)}`).join('; ')}.`;
}

function stepsParagraphs(guide: RetrievedGuide, wanted: Set<string>): string[] {
  const steps = guide.content.steps;
  if (steps.length === 0) return [];
  const overview = `The job takes ${steps.length} steps: ${steps.map((s) => lowerFirst(s.title)).join('; ')}.`;
  const detailed = mostRelevant(steps, (s) => `${s.title} ${s.body}`, wanted, MAX_DETAILED_STEPS).map(
    (s) => `Step ${steps.indexOf(s) + 1}, ${lowerFirst(s.title)}: ${s.body}`,
  );
  return [overview, ...detailed];
}

function fluidLine(f: Extract<GuideSection, { kind: 'fluid' }>): string {
  return `${f.title}: ${f.priority} priority, ${sentence(lowerFirst(f.frequency))}`;
}

function sectionsParagraphs(guide: RetrievedGuide, wanted: Set<string>): string[] {
  const sections = guide.content.sections ?? [];
  if (sections.length === 0) return [];
  const fluids = sections.filter((s) => s.kind === 'fluid');
  const systems = sections.filter((s) => s.kind === 'system');
  const paragraphs: string[] = [];
  if (fluids.length) paragraphs.push(`Check these ${fluids.length} fluids. ${fluids.map(fluidLine).join(' ')}`);
  if (systems.length) {
    paragraphs.push(`The checklist covers ${systems.length} systems: ${systems.map((s) => lowerFirst(s.title)).join('; ')}.`);
  }
  const sectionText = (s: GuideSection) =>
    s.kind === 'fluid' ? `${s.title} ${s.check ?? ''} ${s.topUp ?? ''}` : `${s.title} ${s.items.join(' ')}`;
  for (const s of mostRelevant(sections, sectionText, wanted, MAX_DETAILED_STEPS)) {
    paragraphs.push(
      s.kind === 'fluid'
        ? [`${s.title}:`, s.check && sentence(s.check), s.topUp && sentence(s.topUp)].filter(Boolean).join(' ')
        : `${s.title}: ${s.items.map(sentence).join(' ')}`,
    );
  }
  return paragraphs;
}

function safetyParagraph(guide: RetrievedGuide, wanted: Set<string>): string | null {
  const warnings = guide.content.warnings;
  if (warnings.length === 0) return null;
  const relevant = mostRelevant(warnings, (w) => w, wanted, MAX_WARNINGS);
  const chosen = [...relevant, ...warnings.filter((w) => !relevant.includes(w))].slice(0, MAX_WARNINGS);
  return `Safety: ${chosen.map(sentence).join(' ')}`;
}

function guideAnswer(r: Retrieval, guide: RetrievedGuide): string {
  const wanted = specificRoots(r.terms.subject, guide.title);
  const paragraphs = [
    numberParagraph(r),
    opening(guide, r.terms.makes),
    guide.content.intro ?? null,
    factsParagraph(guide),
    ...sectionsParagraphs(guide, wanted),
    ...stepsParagraphs(guide, wanted),
    safetyParagraph(guide, wanted),
    r.parts.length ? 'Matching parts from the catalog are listed below with their lowest current prices.' : null,
    `The full guide, with tools, parts, tips and every caution: ${guide.path}.`,
  ];
  return paragraphs.filter((p): p is string => Boolean(p)).join('\n\n');
}

const PARTS_ONLY_ANSWER =
  "We don't have a repair guide that covers this yet, so there are no steps to give. The catalog parts below match your " +
  `question; each links to its offers. For fitment or installation advice, contact our support team at ${SUPPORT_PATH}.`;

function partsOnlyAnswer(r: Retrieval): string {
  const numbers = numberParagraph(r);
  if (!numbers) return PARTS_ONLY_ANSWER;
  return (
    `${numbers} Its product page lists every current offer. None of our repair guides covers this part yet; for fitment ` +
    `or installation advice, contact our support team at ${SUPPORT_PATH}.`
  );
}

export function noMatchAnswer(question: string): string {
  return (
    `I couldn't find a guide or a catalog part that matches "${question}". Try naming the job and the car, for example ` +
    `"brake pads Porsche 997", or contact our support team at ${SUPPORT_PATH}: a specialist can help with this question.`
  );
}

/**
 * The retrieval answer: always available, needs no model and no network. Without a guide, difficulty and
 * time come from `estimate` (the knowledge base's rating of the job, when the caller knows one), else a
 * broad range with the reason it is broad.
 */
export function composeAnswer(r: Retrieval, estimate?: Estimate): AssistantAnswer {
  const [best] = r.guides;
  const parts = {
    recommendedParts: r.parts.map(recommendedPartLine),
    parts: r.parts,
    relatedGuides: relatedGuides(r.guides),
    causes: [],
    vehicle: null,
    followUp: null,
  };
  if (best) {
    return {
      difficulty: best.difficulty,
      estimatedTime: best.timeRequired,
      answer: guideAnswer(r, best),
      ...parts,
      grounded: true,
      answeredBy: 'retrieval',
    };
  }
  const unrated = estimate ?? (r.parts.length ? UNRATED_PART_JOB : UNRECOGNISED_JOB);
  return {
    difficulty: unrated.difficulty,
    estimatedTime: unrated.time,
    answer: `${r.parts.length ? partsOnlyAnswer(r) : noMatchAnswer(r.question)}\n\n${unrated.note}`,
    ...parts,
    grounded: r.parts.length > 0,
    answeredBy: 'retrieval',
  };
}
