import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import {
  fitmentImportListQuery,
  fitmentImportRunDetailSchema,
  fitmentImportRunListSchema,
  fitmentImportUploadQuery,
} from '@shared/schemas/fitment';
import { operatorRoute } from '../../http/route-options';
import { actorOf } from '../console';
import type { FitmentImportService } from './fitment-import.service';

/** A fitment list is text; 20 MB is some hundred thousand rows. */
const MAX_CSV_BYTES = 20 * 1024 * 1024;

/** The console's fitment imports: analysts read the runs, editors upload a CSV list. */
export const fitmentImportAdminRoutes: FastifyPluginAsyncZod<{ imports: FitmentImportService }> = async (app, { imports }) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_CSV_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    '/api/admin/fitment-imports',
    { config: operatorRoute('analyst'), schema: { querystring: fitmentImportListQuery, response: { 200: fitmentImportRunListSchema, 400: apiErrorSchema } } },
    async (request) => ({ items: await imports.list(request.query.limit) }),
  );

  app.get(
    '/api/admin/fitment-imports/:id',
    {
      config: operatorRoute('analyst'),
      schema: { params: z.object({ id: idParam }), response: { 200: fitmentImportRunDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    },
    async (request) => imports.get(request.params.id),
  );

  // The CSV as a text/csv body; the answer is the recorded run.
  app.post(
    '/api/admin/fitment-imports',
    {
      config: operatorRoute('editor'),
      schema: {
        querystring: fitmentImportUploadQuery,
        // PostgreSQL text cannot hold NUL: such a file is refused before a run is recorded.
        body: z.string({ error: 'must be the CSV file as a text/csv body' }).refine((text) => !text.includes('\u0000'), 'must be text without NUL characters'),
        response: { 200: fitmentImportRunDetailSchema, 400: apiErrorSchema },
      },
    },
    async (request) => imports.upload(request.query.source, request.body, actorOf(request)),
  );
};
