import { describe, expect, it } from 'vitest';
import { CONFIRM_TEXT, cleanToken, confirmPageState, confirmRedirect, confirmResultOf } from './newsletter-confirm';

const TOKEN = 'h2K9x_Qv-3mZpL8rT0aB1cD2eF3gH4iJ5kL6mN7oP8q';

describe('newsletter confirmation (issue 16)', () => {
  it('reads the API answer into the page result', () => {
    expect(confirmResultOf(200)).toBe('aktif');
    expect(confirmResultOf(400)).toBe('gagal');
    expect(confirmResultOf(429)).toBe('batas');
    expect(confirmResultOf(503)).toBe('gangguan');
    expect(confirmResultOf(null)).toBe('gangguan');
  });

  it('sends the browser back to the page, keeping the token only where the button may be pressed again', () => {
    expect(confirmRedirect('aktif', TOKEN)).toBe('/berlangganan/konfirmasi?hasil=aktif');
    expect(confirmRedirect('gagal', TOKEN)).toBe('/berlangganan/konfirmasi?hasil=gagal');
    expect(confirmRedirect('gangguan', TOKEN)).toBe(`/berlangganan/konfirmasi?hasil=gangguan&token=${TOKEN}`);
    expect(confirmRedirect('batas', null)).toBe('/berlangganan/konfirmasi?hasil=batas');
  });

  it('asks for the button with a token, says confirmed or invalid otherwise', () => {
    expect(confirmPageState({ token: ` ${TOKEN} ` })).toEqual({ kind: 'ask', token: TOKEN, notice: null });
    expect(confirmPageState({ token: TOKEN, hasil: 'gangguan' })).toEqual({ kind: 'ask', token: TOKEN, notice: CONFIRM_TEXT.failed });
    expect(confirmPageState({ token: TOKEN, hasil: 'batas' })).toEqual({ kind: 'ask', token: TOKEN, notice: CONFIRM_TEXT.limited });
    expect(confirmPageState({ hasil: 'aktif' })).toMatchObject({ kind: 'done', title: 'Langganan Dikonfirmasi' });
    for (const params of [{}, { token: '' }, { token: [TOKEN, TOKEN] }, { token: 'x'.repeat(201) }, { hasil: 'gagal', token: TOKEN }, { hasil: 'lain' }]) {
      expect(confirmPageState(params)).toEqual({ kind: 'done', title: CONFIRM_TEXT.invalidTitle, lead: CONFIRM_TEXT.invalidLead });
    }
  });

  it('takes a token only as one string of at most 200 characters', () => {
    expect(cleanToken(TOKEN)).toBe(TOKEN);
    expect(cleanToken('  ')).toBeNull();
    expect(cleanToken(null)).toBeNull();
    expect(cleanToken(42)).toBeNull();
  });
});
