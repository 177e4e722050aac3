/** Repair assistant: answers a repair question from the guides, the repair knowledge base and the catalog, optionally reworded by a language model. */
export { assistantRoutes } from './assistant.routes';
export { createAssistantService } from './assistant.service';
export { createPartVerdicts } from './assistant.part-verdicts';
export type { AssistantLlmConfig } from './assistant.llm';
