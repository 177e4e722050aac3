import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import {
  fitmentImportListQuery,
  fitmentImportRunDetailSchema,
  fitmentImportRunListSchema,
  fitmentImportUploadQuery,
} from '@shared/schemas/fitment';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { operatorRoute } from '../../plugins/operator-access';
import { actorOf } from '../console';
import { recordAudit } from '../operators';
import { importFitmentsAsRun } from './fitment-import-runs';
import { findImportRun, listImportRuns } from './fitment-import-runs.queries';

/** A fitment list is text; 20 MB is some hundred thousand rows. */
const MAX_CSV_BYTES = 20 * 1024 * 1024;
const SHOWN_REJECTIONS = 100;

/** The console's fitment imports: analysts read the runs, editors upload a CSV list. */
export const fitmentImportAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_CSV_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    '/api/admin/fitment-imports',
    { config: operatorRoute('analyst'), schema: { querystring: fitmentImportListQuery, response: { 200: fitmentImportRunListSchema, 400: apiErrorSchema } } },
    async (request) => ({ items: await listImportRuns(db, request.query.limit) }),
  );

  app.get(
    '/api/admin/fitment-imports/:id',
    {
      config: operatorRoute('analyst'),
      schema: { params: z.object({ id: idParam }), response: { 200: fitmentImportRunDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    },
    async (request) => {
      const run = await findImportRun(db, request.params.id, SHOWN_REJECTIONS);
      if (!run) throw new HttpError(404, 'No such fitment import');
      return run;
    },
  );

  // The CSV as a text/csv body. The answer is the recorded run, as a feed upload's is: a list that
  // fails as a whole writes no fitment, and its run (status "failed", with the reason) is the record.
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
    async (request) => {
      const { runId } = await importFitmentsAsRun(db, request.query.source, request.body);
      const run = (await findImportRun(db, runId, SHOWN_REJECTIONS))!;
      await recordAudit(db, {
        operator: actorOf(request),
        action: 'fitment-import.run',
        entity: 'fitment_import_run',
        entityId: run.id,
        after: { source: run.source, status: run.status, added: run.added, rejected: run.rejected },
      });
      return run;
    },
  );
};
