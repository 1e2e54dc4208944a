import { customerCalls } from '@kemudi/domain/contracts/customer';
import type { FastifyInstance } from 'fastify';
import { limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { todayWib } from '../../lib/time';
import { addCar, getProfile, listCars, removeCar, updateCar, updateProfile } from './service';

const tags = ['customer'];
const access = 'customer' as const;

/**
 * /api/customer/v1/saphybris/customers/profile and …/cars — the logged-in customer's §3 profile
 * and "Mobil Saya". Every call needs a full customer token and only ever sees that customer's rows.
 */
export async function profileRoutes(app: FastifyInstance) {
  const today = () => todayWib(app.now());
  const writes = limitsOf(app.config, 'profileWrites');

  route(
    app,
    customerCalls.profile,
    { tags, access, summary: 'The §3 profile of the logged-in customer', description: 'Path not spelled out in §7 (its get-singleid / update-profile family); chosen here.' },
    async (request) => getProfile(app.db, request.caller.userId),
  );

  route(
    app,
    customerCalls.updateProfile,
    {
      tags,
      access,
      summary: 'Saves the editable §3 profile fields (not email or phone)',
      description:
        'A field left out keeps its value; null or an empty string empties it. ' +
        'Options and the §5 dependent-field rule come from packages/domain/src/profile.ts: farmer/planter, breeder and entrepreneur ' +
        'keep monthlyIncome, influencer subsFollowerCount, others jobTitle; "Lainnya" needs its free-text field. Fields that do not ' +
        'apply are stored empty. 400 with an Indonesian message (age 17–100, unknown city, value not in the list, …).',
      ...writes,
    },
    async (request) => updateProfile(app.db, request.caller.userId, request.body, today()),
  );

  route(
    app,
    customerCalls.cars,
    { tags, access, summary: "Mobil Saya: the customer's cars, in the order they were added" },
    async (request) => listCars(app.db, request.caller.userId),
  );

  route(
    app,
    customerCalls.addCar,
    {
      tags,
      access,
      summary: 'Mobil Saya: adds a car',
      description: `Plate normalised ('b1234kmd' → 'B 1234 KMD'); 409 DuplicatePlate when the customer already has it, 409 CarLimitReached past 10 cars.`,
      errors: [409],
      ...writes,
    },
    async (request) => addCar(app.db, request.caller.userId, request.body, today()),
  );

  route(
    app,
    customerCalls.updateCar,
    { tags, access, summary: 'Mobil Saya: changes a car', description: "404 for another customer's car; 409 DuplicatePlate.", errors: [409], ...writes },
    async (request) => updateCar(app.db, request.caller.userId, request.params.id, request.body, today()),
  );

  route(
    app,
    customerCalls.removeCar,
    { tags, access, summary: 'Mobil Saya: removes a car', description: "404 for another customer's car.", ...writes },
    async (request) => removeCar(app.db, request.caller.userId, request.params.id),
  );
}
