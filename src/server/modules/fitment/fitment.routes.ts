import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fitmentReportBody, fitmentReportCreatedSchema, garageSchema, vinDecodeSchema, vinErrorSchema, vinParams } from '@shared/schemas/fitment';
import type { GarageService } from './garage.service';
import type { FitmentService } from './fitment.service';
import { VinInputError } from './fitment.service';

export const fitmentRoutes: FastifyPluginAsyncZod<{ service: FitmentService; garage: GarageService }> = async (app, { service, garage }) => {
  // My Garage lives in the browser's cookie; this reads it back with the catalog's names, so the
  // server's render of a page and the browser ask the same question and get the same answer.
  app.get('/api/garage', { schema: { response: { 200: garageSchema } } }, (request) => garage.read(request.cookies));

  app.get(
    '/api/vin/:vin',
    { schema: { params: vinParams, response: { 200: vinDecodeSchema, 400: vinErrorSchema } } },
    async (request, reply) => {
      try {
        return await service.decodeVin(request.params.vin);
      } catch (err) {
        if (!(err instanceof VinInputError)) throw err;
        return reply.status(400).send({
          error: `Invalid VIN: ${err.message}`,
          field: 'vin',
          reason: err.reason,
          issues: [{ field: 'vin', message: err.message }],
        });
      }
    },
  );

  app.post(
    '/api/fitment-reports',
    { schema: { body: fitmentReportBody, response: { 201: fitmentReportCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await service.report(request.body)),
  );
};
