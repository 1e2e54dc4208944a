import { usedCarCalls } from '@kemudi/domain/contracts/used-cars';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { similarUsedCars, usedCarFacets } from './service';

const tags = ['product'];

/** The used-car listing's own calls (under /api/product/v1); the list and the car page are the catalogue's. */
export async function usedCarRoutes(app: FastifyInstance) {
  route(
    app,
    usedCarCalls.facets,
    {
      tags,
      summary: 'Filter options, with counts, of the used-car listing of §7 product-list?slug=certified-used-car-toyota',
      description:
        'Every model, model year (newest first), branch city, transmission and fuel found among the used cars on offer (not sold), ' +
        'each with its number of cars; and the price and mileage ranges. Feeds the filters of /c/certified-used-car-toyota.',
    },
    async () => usedCarFacets(app.db),
  );

  route(
    app,
    usedCarCalls.similar,
    {
      tags,
      summary: 'Four similar used cars on offer (the used-car counterpart of §7 new-car-product similar)',
      description: 'Never the car itself: the same model first, then the same body type, then the nearest price. 404 for an unknown code.',
    },
    async (request) => similarUsedCars(app.db, request.params.code),
  );
}
