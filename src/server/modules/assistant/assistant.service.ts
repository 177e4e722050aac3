import type { AssistantAnswer, RequestedVehicleInput } from '@shared/schemas/assistant';
import type { Database } from '../../db/client';
import { answerSpec, diagnose } from './assistant.diagnose';
import { recommendedPartLine } from './assistant.compose';
import { answerJob } from './assistant.job';
import { jobKit, recognizeWholeJob, type JobKit } from './assistant.job-kit';
import { loadVocabulary, type Vocabulary } from './assistant.knowledge-queries';
import { buildMaterial, writeWithModel, type AssistantLlmConfig, type LlmLogger } from './assistant.llm';
import { recognizeFaultCodes, recognizeFluidQuestion, recognizeSymptoms } from './assistant.recognize';
import { createVocabularyCache, type VocabularyCache } from '../search';
import { readVehicleAsSearch, resolveRequestedVehicle, resolveVehicleFromQuestion, type ResolvedVehicle } from './assistant.vehicle-resolve';

export interface AssistantOptions {
  /** When set, a language model rewords grounded answers; otherwise the retrieval answer is sent as is. */
  llm?: AssistantLlmConfig;
  log: LlmLogger;
  /** Search's vocabulary, shared with the search service; a cache of its own when not given. */
  searchVocabulary?: VocabularyCache;
}

/** The vocabulary changes only when the catalog's models or the knowledge base are reloaded: read it at most this often. */
const VOCABULARY_TTL_MS = 5 * 60 * 1000;

/** What the question is about: a fault (codes first, they are the most precise), a fluid's specification, or a job. */
export type QuestionKind = { kind: 'fault'; subject: { code: string } | { symptom: string } } | { kind: 'spec' } | { kind: 'job' };

export function classifyQuestion(question: string, vocabulary: Vocabulary): QuestionKind {
  const code = recognizeFaultCodes(question).find((c) => vocabulary.faultCodes.has(c));
  if (code) return { kind: 'fault', subject: { code } };
  // The symptom named first is the complaint; later ones are usually its consequences ("overheating and reduced power").
  const [symptom] = recognizeSymptoms(question, vocabulary.symptoms).sort((a, b) => a.position - b.position);
  if (symptom) return { kind: 'fault', subject: { symptom: symptom.slug } };
  if (recognizeFluidQuestion(question)) return { kind: 'spec' };
  return { kind: 'job' };
}

/** The answer with the whole job's parts and amounts in place of the parts found one by one. */
function withKit(answer: AssistantAnswer, kit: JobKit): AssistantAnswer {
  if (kit.parts.length === 0 && kit.notes.length === 0) return answer;
  if (kit.parts.length === 0) return { ...answer, answer: `${answer.answer}\n\n${kit.notes.join(' ')}` };
  const lines = kit.parts.map((p) => `${p.quantity} × ${recommendedPartLine(p)}`);
  const paragraph = `What the whole job takes: ${lines.join('; ')}.${kit.notes.length ? ` ${kit.notes.join(' ')}` : ''}`;
  return { ...answer, answer: `${answer.answer}\n\n${paragraph}`, parts: kit.parts, recommendedParts: lines, grounded: true };
}

export function createAssistantService(db: Database, options: AssistantOptions) {
  let cached: { at: number; vocabulary: Promise<Vocabulary> } | null = null;
  const vocabularyNow = () => {
    if (!cached || Date.now() - cached.at > VOCABULARY_TTL_MS) {
      const vocabulary = loadVocabulary(db);
      cached = { at: Date.now(), vocabulary };
      vocabulary.catch(() => (cached = null));
    }
    return cached.vocabulary;
  };

  // Search's own vocabulary (catalog words, models, engine codes), so the assistant reads a car as search does.
  const searchVocabulary = options.searchVocabulary ?? createVocabularyCache(db);

  return {
    /**
     * Answers a repair question: a fault from the knowledge base's causes, a fluid from the engine's
     * specification, a job from the guides and the catalog. `query` is already trimmed and bounded; the
     * question's own car wins over the one chosen on the site.
     */
    async answer(query: string, requested?: RequestedVehicleInput): Promise<AssistantAnswer> {
      const [vocabulary, queryVocabulary] = await Promise.all([vocabularyNow(), searchVocabulary.get()]);
      const searchReading = readVehicleAsSearch(query, queryVocabulary, new Date().getUTCFullYear());
      const vehicle: ResolvedVehicle | null =
        resolveVehicleFromQuestion(query, vocabulary, searchReading) ?? (requested ? resolveRequestedVehicle(requested, vocabulary) : null);
      const kind = classifyQuestion(query, vocabulary);

      let answer: AssistantAnswer;
      let material: string;
      if (kind.kind === 'fault') {
        const gathered = await diagnose(db, vocabulary, kind.subject, vehicle);
        answer = gathered.answer;
        material = gathered.material.join('\n');
      } else if (kind.kind === 'spec') {
        const gathered = await answerSpec(db, vocabulary, recognizeFluidQuestion(query)!, vehicle);
        answer = gathered.answer;
        material = gathered.material.join('\n');
      } else {
        const job = await answerJob(db, vocabulary, query, vehicle);
        answer = job.answer;
        material = buildMaterial(job.retrieval);
      }
      const whole = kind.kind === 'job' ? recognizeWholeJob(query) : kind.kind === 'spec' && recognizeFluidQuestion(query)?.fluid === 'engine-oil' ? 'oil-service' : null;
      if (whole && vehicle) {
        const kit = await jobKit(db, vocabulary, whole, vehicle);
        answer = withKit(answer, kit);
        material = [material, ...kit.parts.map((p) => `JOB PART: ${p.quantity} × ${p.brand} ${p.name} (${p.partNumber}) ${p.url}`), ...kit.notes.map((n) => `AMOUNT: ${n}`)].join('\n');
      }
      // With nothing found there is nothing for a model to work from: the fixed answer stands.
      if (!options.llm || !answer.grounded) return answer;
      const written = await writeWithModel(options.llm, query, material, options.log);
      return written ? { ...answer, answer: written, answeredBy: 'model' } : answer;
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
