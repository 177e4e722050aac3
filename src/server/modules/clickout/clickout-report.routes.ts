import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/common';
import { clickoutsQuerySchema, clickoutsReportSchema } from '@shared/schemas/admin-clickouts';
import { operatorRoute } from '../../http/route-options';
import { csvReply } from '../console';
import type { ClickoutReportService } from './clickout-report.service';

/** Click-out revenue for the console: counts by day, vendor and page type, the commission estimate, a CSV. */
export const clickoutReportRoutes: FastifyPluginAsyncZod<{ service: ClickoutReportService }> = async (app, { service }) => {

  app.get(
    '/api/admin/clickouts',
    { config: operatorRoute('analyst'), schema: { querystring: clickoutsQuerySchema, response: { 200: clickoutsReportSchema, 400: apiErrorSchema } } },
    async (request) => service.report(request.query.days),
  );

  app.get(
    '/api/admin/clickouts/export',
    { config: operatorRoute('analyst'), schema: { querystring: clickoutsQuerySchema, response: { 400: apiErrorSchema } } },
    async (request, reply) => {
      const rows = await service.exportRows(request.query.days);
      return csvReply(reply, 'click-outs', ['date', 'vendor', 'page type', 'clicks'], rows.map((r) => [r.date, r.vendor, r.page_type ?? 'other', r.clicks]));
    },
  );
};
