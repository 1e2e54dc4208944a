/**
 * The built-in consent texts (§8 "Consent fetch failure: built-in texts are used"): what the site
 * shows when pdp-consent (§7) cannot be read. The database is seeded with these very texts
 * (packages/db/src/seed/data/content.ts consentTexts), so a customer reads the same text whichever
 * way it came. §9: checkbox = source 4 detail 4,
 * popup = source 4 detail 5.
 */
import { CONSENT_CODES } from './constants';
import type { ConsentItem } from './contracts/customer';

export const BUILT_IN_CONSENT_TEXTS: readonly ConsentItem[] = [
  {
    consentSourceCode: 4,
    consentSourceDetailCode: 4,
    title: 'Persetujuan Pemrosesan Data Pribadi',
    bodyMessage:
      'Saya menyetujui pemrosesan data pribadi saya oleh PT Kemudi Otomotif Nusantara sesuai Pemberitahuan Privasi dan UU Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi, termasuk untuk dihubungi oleh sales konsultan melalui WhatsApp, telepon, atau email terkait permintaan saya dan penawaran produk serta layanan Toyota.',
  },
  {
    consentSourceCode: 4,
    consentSourceDetailCode: 5,
    title: 'Pelindungan Data Pribadi Anda',
    bodyMessage:
      'Kami menghargai privasi Anda. Sesuai UU Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi, kami meminta persetujuan Anda sebelum memproses nama, nomor ponsel, email, dan data kendaraan Anda. Data tersebut kami gunakan untuk menindaklanjuti permintaan Anda, serta agar sales konsultan kami dapat menghubungi Anda melalui WhatsApp, telepon, atau email mengenai produk, promo, dan layanan purna jual Toyota. Data Anda tidak kami jual kepada pihak mana pun. Anda dapat menarik persetujuan, mengakses, memperbaiki, atau meminta penghapusan data kapan saja melalui menu akun atau email privasi@kemudi.co.id. Dengan memilih Setuju, Anda menyatakan telah membaca dan menyetujui Pemberitahuan Privasi kami.',
  },
];

export type ConsentVariant = keyof typeof CONSENT_CODES;

/**
 * The text of one §9 variant (checkbox or popup) from the items pdp-consent answered, or the
 * built-in one when the answer is missing (null: the call failed) or lacks that variant.
 */
export function consentTextOf(items: readonly ConsentItem[] | null | undefined, variant: ConsentVariant): ConsentItem {
  const { source, detail } = CONSENT_CODES[variant];
  const match = (item: ConsentItem) => item.consentSourceCode === source && item.consentSourceDetailCode === detail;
  const found = items?.find(match);
  if (found && found.bodyMessage.trim() !== '') return found;
  // Both variants are built in: the find cannot miss.
  return BUILT_IN_CONSENT_TEXTS.find(match)!;
}
