import type { AssistantAnswer } from '@shared/schemas/assistant';
import type { Database } from '../../db/client';
import { composeAnswer } from './assistant.compose';
import { writeWithModel, type AssistantLlmConfig, type LlmLogger } from './assistant.llm';
import { retrieve } from './assistant.retrieval';

export interface AssistantOptions {
  /** When set, a language model rewords grounded answers; otherwise the retrieval answer is sent as is. */
  llm?: AssistantLlmConfig;
  log: LlmLogger;
}

export function createAssistantService(db: Database, options: AssistantOptions) {
  return {
    /** Answers a repair question from the guides and the catalog; `query` is already trimmed and bounded. */
    async answer(query: string): Promise<AssistantAnswer> {
      const retrieval = await retrieve(db, query);
      const answer = composeAnswer(retrieval);
      // With nothing retrieved there is nothing for a model to work from: the fixed "no match" answer stands.
      if (!options.llm || !answer.grounded) return answer;
      const written = await writeWithModel(options.llm, retrieval, options.log);
      return written ? { ...answer, answer: written, answeredBy: 'model' } : answer;
    },
  };
}
