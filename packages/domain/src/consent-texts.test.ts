import { describe, expect, it } from 'vitest';
import { BUILT_IN_CONSENT_TEXTS, consentTextOf } from './consent-texts';

describe('§8 built-in consent texts', () => {
  it('answer each §9 variant: checkbox 4/4, popup 4/5', () => {
    expect(consentTextOf(null, 'checkbox')).toMatchObject({ consentSourceCode: 4, consentSourceDetailCode: 4 });
    expect(consentTextOf(null, 'popup')).toMatchObject({ consentSourceCode: 4, consentSourceDetailCode: 5, title: 'Pelindungan Data Pribadi Anda' });
  });

  it('give way to the texts pdp-consent answered, and fill in a variant it left out or left empty', () => {
    const fetched = [{ consentSourceCode: 4, consentSourceDetailCode: 5, title: 'Baru', bodyMessage: 'Teks terbaru dari server.' }];
    expect(consentTextOf(fetched, 'popup').bodyMessage).toBe('Teks terbaru dari server.');
    expect(consentTextOf(fetched, 'checkbox')).toBe(BUILT_IN_CONSENT_TEXTS[0]);
    expect(consentTextOf([{ ...fetched[0]!, bodyMessage: ' ' }], 'popup')).toBe(BUILT_IN_CONSENT_TEXTS[1]);
  });
});
