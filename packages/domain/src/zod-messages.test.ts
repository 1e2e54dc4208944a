import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureZodMessages } from './zod-messages';

describe('Indonesian validation messages (shared by the API and the web route handlers)', () => {
  it('words the issues a visitor can cause in Indonesian', () => {
    configureZodMessages();
    const Body = z.object({ phoneNumber: z.string(), channel: z.enum(['whatsapp', 'sms']), name: z.string().max(5), qty: z.number() });
    const result = Body.safeParse({ channel: 'pos', name: 'panjang sekali', qty: 'dua' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      phoneNumber: 'wajib diisi',
      channel: 'harus salah satu dari: whatsapp, sms',
      name: 'maksimal 5 karakter',
      qty: 'harus berupa angka',
    });
  });
});
