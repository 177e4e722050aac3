import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantAnswerSchema, assistantRequestSchema } from '@shared/schemas/assistant';
import { apiErrorSchema } from '@shared/schemas/common';
import type { Database } from '../../db/client';
import type { FitmentService } from '../fitment';
import type { AssistantLlmConfig } from './assistant.llm';
import { withPartVerdicts } from './assistant.part-verdicts';
import { createAssistantService } from './assistant.service';

export interface AssistantRoutesOptions {
  db: Database;
  llm?: AssistantLlmConfig;
  /** Judges the recommended parts for the answer's car; absent, parts carry no verdict. */
  fitment?: FitmentService;
}

/**
 * Questions per client and minute when a language model answers: generous for people, a brake on scripts
 * running up the model bill. Without a model an answer costs two indexed queries, like a search.
 */
export const MODEL_QUESTIONS_PER_MINUTE = 30;

export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, { db, llm, fitment }) => {
  const assistant = createAssistantService(db, { llm, log: app.log });

  app.post(
    '/api/knowledge-base/search',
    {
      schema: { body: assistantRequestSchema, response: { 200: assistantAnswerSchema, 400: apiErrorSchema } },
      config: llm ? { rateLimit: { max: MODEL_QUESTIONS_PER_MINUTE, timeWindow: '1 minute' } } : {},
    },
    async (request) => {
      const answer = await assistant.answer(request.body.query, request.body.vehicle);
      return fitment ? withPartVerdicts(db, fitment, answer) : answer;
    },
  );
};
