import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@web/lib/api';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const assistantAnswer = () => import('@shared/schemas/assistant').then((module) => module.assistantAnswerSchema);

const KNOWLEDGE_BASE_SEARCH_URL = '/api/knowledge-base/search';

/**
 * The search at the top of /knowledge-base: idle, then loading, then a result. A failure is only
 * logged and the visitor sees no message; the state goes back to showing nothing.
 */
export function useKnowledgeBaseSearch() {
  return useMutation({
    mutationFn: (query: string) => sendJson(KNOWLEDGE_BASE_SEARCH_URL, { query }, assistantAnswer),
    onError: (error, query) => console.error(`Knowledge base search failed for "${query}"`, error),
  });
}
