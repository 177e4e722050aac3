import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesQuery,
  categorySchema,
  enhancedModelSchema,
  enhancedModelsQuery,
  makeIdParams,
  makeSchema,
  modelSchema,
  testimonialSchema,
  vendorSchema,
} from '@shared/schemas/catalog';
import type { CatalogService } from './catalog.service';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {

  app.get('/api/makes', { schema: { response: { 200: z.array(makeSchema) } } }, () => catalog.makes());

  app.get(
    '/api/models/:makeId',
    { schema: { params: makeIdParams, response: { 200: z.array(modelSchema) } } },
    (request) => catalog.models(request.params.makeId),
  );

  app.get(
    '/api/models/:makeId/enhanced',
    { schema: { params: makeIdParams, querystring: enhancedModelsQuery, response: { 200: z.array(enhancedModelSchema) } } },
    (request) => catalog.enhancedModels(request.params.makeId, request.query.year),
  );

  // With a vehicle (My Garage's, on the home page): each category says how many parts are listed for it.
  app.get('/api/categories', { schema: { querystring: categoriesQuery, response: { 200: z.array(categorySchema) } } }, (request) => {
    const { modelId, year } = request.query;
    return modelId !== undefined && year !== undefined ? catalog.categoriesForVehicle(modelId, year) : catalog.categories();
  });
  app.get('/api/vendors', { schema: { response: { 200: z.array(vendorSchema) } } }, () => catalog.vendors());
  app.get('/api/testimonials', { schema: { response: { 200: z.array(testimonialSchema) } } }, () =>
    catalog.testimonials(),
  );
};
