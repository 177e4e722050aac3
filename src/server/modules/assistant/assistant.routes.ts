import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantAnswerSchema, assistantRequestSchema } from '@shared/schemas/assistant';
import { apiErrorSchema } from '@shared/schemas/common';
import type { PartVerdicts } from './assistant.part-verdicts';
import type { AssistantService } from './assistant.service';

export interface AssistantRoutesOptions {
  assistant: AssistantService;
  /** Judges the recommended parts for the answer's car. */
  partVerdicts: PartVerdicts;
  /** A language model words the answers: questions are then limited per client. */
  usesModel: boolean;
}

/**
 * Questions per client and minute when a language model answers: generous for people, a brake on scripts
 * running up the model bill. Without a model an answer costs two indexed queries, like a search.
 */
export const MODEL_QUESTIONS_PER_MINUTE = 30;

export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, { assistant, partVerdicts, usesModel }) => {

  app.post(
    '/api/knowledge-base/search',
    {
      schema: { body: assistantRequestSchema, response: { 200: assistantAnswerSchema, 400: apiErrorSchema } },
      config: usesModel ? { rateLimit: { max: MODEL_QUESTIONS_PER_MINUTE, timeWindow: '1 minute' } } : {},
    },
    async (request) => {
      const answer = await assistant.answer(request.body.query, request.body.vehicle);
      return partVerdicts(answer);
    },
  );
};
