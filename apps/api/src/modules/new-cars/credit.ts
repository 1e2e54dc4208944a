import { carModels, carVariantPrices, carVariants, type Db, usedCars } from '@kemudi/db';
import {
  CREDIT_ANNUAL_RATES,
  CREDIT_TENORS,
  CreditInputError,
  calculateCredit,
  type CreditInput,
} from '@kemudi/domain/credit';
import type { CallBody } from '@kemudi/domain/contracts/call';
import type { newCarCalls } from '@kemudi/domain/contracts/new-cars';
import { eq, sql } from 'drizzle-orm';
import { resolveCity } from '../../lib/city';
import { AppError, badRequest, productNotFound } from '../../lib/errors';
import { cityPriceJoin, cityPriceSql, toNumber } from './pricing';

type CreditBody = CallBody<typeof newCarCalls.creditCalculator>;

/** The OTR price of a variant in the city (its price row, else its default OTR). */
async function variantOtr(db: Db, variantCode: string, cityCode: string) {
  const [row] = await db
    .select({
      code: carVariants.code,
      name: sql<string>`${carModels.name} || ' ' || ${carVariants.name}`,
      price: sql<number>`${cityPriceSql()}`.mapWith(toNumber),
    })
    .from(carVariants)
    .innerJoin(carModels, eq(carModels.code, carVariants.modelCode))
    .leftJoin(carVariantPrices, cityPriceJoin(cityCode))
    .where(eq(carVariants.code, variantCode))
    .limit(1);
  if (!row) throw productNotFound(variantCode);
  return row;
}

/** A certified used car's price and the name its page shows (issue 29); a sold car has no price to finance. */
async function usedCarPrice(db: Db, code: string) {
  const [row] = await db
    .select({ car: usedCars, modelName: carModels.name })
    .from(usedCars)
    .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
    .where(eq(usedCars.code, code))
    .limit(1);
  if (!row) throw productNotFound(code);
  if (row.car.status === 'sold') throw new AppError(409, 'UsedCarSold', 'Mobil ini sudah terjual');
  const { car } = row;
  return { code: car.code, name: `Toyota ${car.modelName ?? row.modelName} ${car.variantName} ${car.year}`, price: car.price };
}

/**
 * v2/creditcalculator: the car-loan simulation of packages/domain/src/credit.ts (annuity on the
 * reducing balance, ADDB, rate table by tenor; see the formula there). The API only finds the
 * OTR price; every rule on tenor, down payment and insurance is the module's, and its
 * CreditInputError becomes a 400 with the module's Indonesian message.
 */
export async function simulateCredit(db: Db, body: CreditBody) {
  const given = [body.productCode, body.usedCarCode, body.otrPrice].filter((v) => v !== undefined).length;
  if (given !== 1) {
    throw badRequest('Isi kode produk (varian), kode mobil bekas atau harga OTR, salah satu saja');
  }
  let product: { code: string; name: string } | null = null;
  let city: { cityCode: string; cityName: string } | null = null;
  let otrPrice: number;
  if (body.productCode !== undefined) {
    city = await resolveCity(db, body.cityCode);
    const variant = await variantOtr(db, body.productCode, city.cityCode);
    product = { code: variant.code, name: variant.name };
    otrPrice = variant.price;
  } else if (body.usedCarCode !== undefined) {
    // Issue 29: the used car's own price, the same in every city (its dealer's city is no input).
    const car = await usedCarPrice(db, body.usedCarCode);
    product = { code: car.code, name: car.name };
    otrPrice = car.price;
  } else {
    otrPrice = body.otrPrice ?? 0;
    if (body.cityCode !== undefined) city = await resolveCity(db, body.cityCode);
  }

  const base = { otrPrice, tenorMonths: body.tenorMonths, ...(body.insuranceKind ? { insuranceKind: body.insuranceKind } : {}) };
  // The either/or of the down payment is checked by the module at run time (DOWN_PAYMENT_MISSING,
  // DOWN_PAYMENT_AMBIGUOUS), so both fields are passed through as received.
  const input = { ...base, downPaymentPercent: body.downPaymentPercent, downPaymentAmount: body.downPaymentAmount } as CreditInput;
  let result;
  try {
    result = calculateCredit(input);
  } catch (error) {
    if (error instanceof CreditInputError) throw new AppError(400, 'ValidationError', error.message);
    throw error;
  }
  return {
    productCode: product?.code ?? null,
    productName: product?.name ?? null,
    cityCode: city?.cityCode ?? null,
    cityName: city?.cityName ?? null,
    ...result,
    rates: CREDIT_TENORS.map((tenorMonths) => ({ tenorMonths, annualRate: CREDIT_ANNUAL_RATES[tenorMonths] })),
  };
}
