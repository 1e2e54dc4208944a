import type { CallData } from '@kemudi/domain/contracts/call';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { describe, expect, it } from 'vitest';
import { dataOf, parseAnswer } from './call-answer';

const call = customerCalls.subscribe;
const saved: CallData<typeof call> = { emailSaved: true, email: 'budi@contoh.com' };

describe('parseAnswer', () => {
  it('answers the data of a §7 envelope, parsed with the call’s contract', async () => {
    await expect(parseAnswer(call, Response.json({ status: 200, data: saved }))).resolves.toEqual(saved);
  });

  it('throws on a non-2xx answer, a body that is not JSON and data that breaks the contract', async () => {
    await expect(parseAnswer(call, Response.json({ errors: [{ type: 'InternalServerError', message: 'x' }] }, { status: 500 }))).rejects.toThrow(
      /HTTP 500/,
    );
    await expect(parseAnswer(call, new Response('<html>Bad gateway</html>', { status: 200 }))).rejects.toThrow();
    await expect(parseAnswer(call, Response.json({ status: 200, data: { emailSaved: 'true', email: 'x' } }))).rejects.toThrow();
    await expect(parseAnswer(call, Response.json({ errors: [] }))).rejects.toThrow();
  });
});

describe('dataOf', () => {
  it('takes data from an object body only', () => {
    expect(dataOf({ data: [1] })).toEqual([1]);
    expect(dataOf(null)).toBeUndefined();
    expect(dataOf('data')).toBeUndefined();
  });
});
