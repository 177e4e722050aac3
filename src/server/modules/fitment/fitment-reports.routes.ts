import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import { fitmentReportCloseBody, fitmentReportClosedSchema, fitmentReportListQuery, fitmentReportListSchema } from '@shared/schemas/fitment';
import { operatorRoute } from '../../http/route-options';
import { actorOf } from '../console';
import type { FitmentReportsService } from './fitment-reports.service';

/** The review queue's wrong-fitment reports: analysts read them, editors resolve or dismiss them. */
export const fitmentReportsAdminRoutes: FastifyPluginAsyncZod<{ service: FitmentReportsService }> = async (app, { service }) => {

  app.get(
    '/api/admin/fitment-reports',
    { config: operatorRoute('analyst'), schema: { querystring: fitmentReportListQuery, response: { 200: fitmentReportListSchema, 400: apiErrorSchema } } },
    async (request) => service.list(request.query.status),
  );

  app.post(
    '/api/admin/fitment-reports/:id/close',
    {
      config: operatorRoute('editor'),
      schema: {
        params: z.object({ id: idParam }),
        body: fitmentReportCloseBody,
        response: { 200: fitmentReportClosedSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => service.close(request.params.id, request.body.status, actorOf(request)),
  );
};
