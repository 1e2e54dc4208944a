import { WhatsAppLeadBody } from '@kemudi/domain/contracts/leads';
import { describe, expect, it } from 'vitest';
import { newLeadKey, parseWhatsAppLink, sourcePageOf, whatsAppLeadOf } from './whatsapp-link';

/** A link as the island sees it: its href and the data-lead-* attributes on it or around it. */
function linkOf(href: string, around: Record<string, string> = {}) {
  return {
    href,
    closest: (selector: string) => {
      const name = /^\[(.+)\]$/.exec(selector)?.[1] ?? '';
      return name in around ? { getAttribute: (n: string) => around[n] ?? null } : null;
    },
  };
}

describe('parseWhatsAppLink', () => {
  it('reads the digits and the prefilled text (decoded) of a wa.me link', () => {
    expect(parseWhatsAppLink('https://wa.me/6281210108800?text=Halo%20Kemudi%2C%20saya%20ingin%20tukar%20tambah.')).toEqual({
      to: '6281210108800',
      text: 'Halo Kemudi, saya ingin tukar tambah.',
    });
    expect(parseWhatsAppLink('https://wa.me/6281210108800')).toEqual({ to: '6281210108800' });
    expect(parseWhatsAppLink('https://wa.me/6281210108800/?text=')).toEqual({ to: '6281210108800' });
  });

  it('refuses what is not a wa.me chat: another host, plain http, no digits, a path beyond the number, garbage', () => {
    for (const href of [
      'https://wa.me.evil.example/6281210108800',
      'http://wa.me/6281210108800',
      'https://wa.me/',
      'https://wa.me/message/ABCDEF',
      'https://wa.me/62812/extra',
      'https://wa.me/1234567',
      'not a url',
    ]) {
      expect(parseWhatsAppLink(href), href).toBeNull();
    }
  });

  it('cuts a long text to the 1000 characters the API takes', () => {
    expect(parseWhatsAppLink(`https://wa.me/6281210108800?text=${'a'.repeat(1200)}`)?.text).toHaveLength(1000);
  });
});

describe('whatsAppLeadOf', () => {
  const KEY = 'a1b2c3d4e5f6a7b8c9d0';

  it('a branch button inside a card marked with model, branch and salesman: every one in the lead, valid for the contract', () => {
    const lead = whatsAppLeadOf(
      linkOf('https://wa.me/6282211110000?text=Halo%2C%20saya%20tertarik%20Veloz', {
        'data-lead-model': 'veloz',
        'data-lead-branch': 'kemudi-bandung-soekarno-hatta',
        'data-lead-salesman': 'rina-kusuma',
      }),
      '/mobil-baru-toyota/p/veloz',
      KEY,
    );
    expect(lead).toEqual({
      to: '6282211110000',
      text: 'Halo, saya tertarik Veloz',
      sourcePage: '/mobil-baru-toyota/p/veloz',
      modelCode: 'veloz',
      branchSlug: 'kemudi-bandung-soekarno-hatta',
      salesmanSlug: 'rina-kusuma',
      idempotencyKey: KEY,
    });
    expect(WhatsAppLeadBody.safeParse(lead).success).toBe(true);
  });

  it('a plain link: only the chat and the page; empty or overlong attributes are left out', () => {
    const lead = whatsAppLeadOf(linkOf('https://wa.me/6281210108800', { 'data-lead-model': '  ', 'data-lead-branch': 'x'.repeat(61) }), '/hubungi-kami', KEY);
    expect(lead).toEqual({ to: '6281210108800', sourcePage: '/hubungi-kami', idempotencyKey: KEY });
    expect(WhatsAppLeadBody.safeParse(lead).success).toBe(true);
  });

  it('no lead for a link that is not a chat', () => {
    expect(whatsAppLeadOf(linkOf('https://wa.me/message/ABC'), '/', KEY)).toBeNull();
  });
});

describe('sourcePageOf and newLeadKey', () => {
  it('the page is always a site path', () => {
    expect(sourcePageOf('/services-toyota/tukar-tambah')).toBe('/services-toyota/tukar-tambah');
    expect(sourcePageOf('//evil.example/x')).toBe('/');
    expect(sourcePageOf(`/${'a'.repeat(400)}`)).toHaveLength(300);
  });

  it('a fresh key per click, in the shape the contract takes', () => {
    const a = newLeadKey();
    expect(a).not.toBe(newLeadKey());
    expect(a).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
