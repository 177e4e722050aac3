/**
 * Optional: has a language model (any OpenAI-compatible chat completions endpoint) reword the answer from
 * the retrieved material. The model only writes prose: difficulty, time, parts and guides always come from
 * retrieval, so it cannot add a part or a guide. Any failure returns null and the caller keeps the
 * retrieval answer.
 */
import type { Retrieval } from './assistant.retrieval';
import { recommendedPartLine, SUPPORT_PATH } from './assistant.compose';

export interface AssistantLlmConfig {
  /** Chat completions url, e.g. https://api.example.com/v1/chat/completions. */
  url: string;
  apiKey: string;
  model?: string;
  timeoutMs?: number;
}

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
/** A slow model must not hold the answer hostage: past this the retrieval answer is sent. */
export const DEFAULT_LLM_TIMEOUT_MS = 8000;
/** Longest model answer accepted; anything longer is treated as a malfunction. */
const MAX_ANSWER_CHARS = 4000;

export const SYSTEM_PROMPT =
  'You are the repair assistant of Pitlane, a price-comparison site for parts for luxury European and Japanese performance cars. ' +
  'Answer the owner\'s question using ONLY the material provided in the user message: the likely causes with their checks and fixes, fluid specifications, the guide text, its facts and cautions, and the catalog parts. ' +
  'Cite the material: name each cause, check, specification, part and guide as the material names it, and keep the causes in the order given. ' +
  'If the material asks a follow-up question about the car, ask it. ' +
  'Do not add facts, figures, torque values, intervals, part numbers, prices, brands or procedures that are not in the material. ' +
  'If the material does not answer the question, say so and suggest contacting support at ' + SUPPORT_PATH + '. ' +
  'If the guide is written for a different make than the owner\'s car, say so. ' +
  'Write plain prose, no Markdown, at most about 250 words. Always include the safety cautions that apply.';

/** The material as plain text for the model (job answers): the best guide in full and the parts found. */
export function buildMaterial(r: Retrieval): string {
  const lines: string[] = [];
  const [guide] = r.guides;
  if (guide) {
    const c = guide.content;
    lines.push(`GUIDE: ${guide.title} (make: ${guide.make}; difficulty: ${guide.difficulty}; time: ${guide.timeRequired}; page: ${guide.path})`);
    if (c.intro) lines.push(`Introduction: ${c.intro}`);
    for (const f of c.facts ?? []) lines.push(`Fact: ${f.label}: ${f.value}`);
    c.steps.forEach((s, i) => lines.push(`Step ${i + 1}: ${s.title}. ${s.body}`));
    for (const s of c.sections ?? []) {
      lines.push(
        s.kind === 'fluid'
          ? `Fluid: ${s.title} (priority ${s.priority}; ${s.frequency})${s.check ? `. Check: ${s.check}` : ''}${s.topUp ? `. Top up: ${s.topUp}` : ''}`
          : `System: ${s.title}: ${s.items.join('; ')}`,
      );
    }
    for (const t of c.tools) lines.push(`Tool: ${t}`);
    for (const t of c.tips) lines.push(`Tip: ${t}`);
    for (const w of c.warnings) lines.push(`Caution: ${w}`);
  } else {
    lines.push('GUIDE: none of our guides covers this question.');
  }
  for (const g of r.guides.slice(1)) lines.push(`Related guide: ${g.title} (${g.path})`);
  for (const p of r.parts) lines.push(`Catalog part: ${recommendedPartLine(p)} (${p.url})`);
  return lines.join('\n');
}

/** The text of the first choice of a chat completions response, or null when it is not one. */
export function extractContent(body: unknown): string | null {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return null;
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  if (typeof content !== 'string') return null;
  const text = content.trim();
  return text && text.length <= MAX_ANSWER_CHARS ? text : null;
}

export interface LlmLogger {
  warn(details: object, message: string): void;
}

/** The model's answer to the question from the material, or null on any failure (logged). */
export async function writeWithModel(
  config: AssistantLlmConfig,
  question: string,
  material: string,
  log: LlmLogger,
): Promise<string | null> {
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model ?? DEFAULT_LLM_MODEL,
        temperature: 0.2,
        max_tokens: 600,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Question: ${question}\n\nMaterial:\n${material}` },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS),
    });
    if (!response.ok) {
      log.warn({ status: response.status }, 'assistant model: non-success status; using the retrieval answer');
      return null;
    }
    const text = extractContent(await response.json());
    if (!text) log.warn({}, 'assistant model: no usable answer in the response; using the retrieval answer');
    return text;
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'assistant model: request failed; using the retrieval answer');
    return null;
  }
}
