import { geoCalls } from '@kemudi/domain/contracts/geo';
import type { FastifyInstance } from 'fastify';
import { limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { getProvince, listCities, listProvinces, updateLocation } from './service';

const tags = ['parameter'];

/** §7 "Parameter and location" calls about places (under /api/parameter/v1): provinces, cities, save city. */
export async function geoRoutes(app: FastifyInstance) {
  route(
    app,
    geoCalls.provinces,
    {
      tags,
      summary: 'All provinces (§7 province, §3 Geolocation)',
      description: 'The 38 provinces of Indonesia as [{isocode, name}], by name (Indonesian collation). Answered with status 200 as §7 expects.',
    },
    async () => listProvinces(app.db),
  );

  route(
    app,
    geoCalls.province,
    {
      tags,
      summary: 'One province with its cities (§7 province/{iso})',
      description: 'The province and its kota/kabupaten [{isocode, name}] by name. 404 for an unknown isocode.',
    },
    async (request) => getProvince(app.db, request.params.iso),
  );

  route(
    app,
    geoCalls.cities,
    {
      tags,
      summary: 'Cities, of one province or all (§3 Geolocation allCity)',
      description:
        '§7 lists no GET for cities; this serves the city picker. With province: the cities of that province (404 for an unknown one). ' +
        'Without it: every city of Indonesia (§3 "allCity"), so a picker can search them all. By name.',
    },
    async (request) => listCities(app.db, request.query.province),
  );

  route(
    app,
    geoCalls.citiesOfProvince,
    {
      tags,
      summary: 'Cities of a province (§7 POST city)',
      description:
        '§7 shows POST city without its body: it takes {province} (an isocode) and answers that province’s cities by name, ' +
        'as GET cities?province= does. 404 for an unknown province.',
      ...limitsOf(app.config, 'places'),
    },
    async (request) => listCities(app.db, request.body.province),
  );

  route(
    app,
    geoCalls.updateLocation,
    {
      tags,
      summary: 'Save the chosen city (§7 "Save city", §4 City)',
      description:
        'Body {city_name, city_iso, sync?} as §7 names it. city_iso must be a known city (404 otherwise); city_name is what the picker ' +
        'showed and is not trusted — the answer carries the city’s own name and province. data.isRefresh is sync === true: ' +
        'the page sends sync when it shows city-dependent prices (a car product page), and the server then asks it to reload ' +
        'so the prices are read again for the new city (§4). Nothing is stored server-side; the web keeps the city itself.',
      ...limitsOf(app.config, 'places'),
    },
    async (request) => updateLocation(app.db, request.body),
  );
}
