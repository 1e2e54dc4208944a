import { ROUTES } from '@kemudi/domain/routes';
import { COMPANY, SUPPORT_CONTACTS } from '@kemudi/domain/constants';

/*
 * What the footer links to. §2 "Footer" lists every route; the grouping and the link texts are
 * ours. Every path comes from the page table (ROUTES), so a page that moves moves here too.
 */

export interface FooterLink {
  readonly label: string;
  readonly href: string;
}

export interface FooterLinkGroup {
  readonly title: string;
  readonly links: readonly FooterLink[];
}

/** §2: the seven model pages the footer links to, by model code, with the model's name. */
const FOOTER_MODELS: readonly (readonly [code: string, name: string])[] = [
  ['yariscross', 'Yaris Cross'],
  ['yariscrosshybrid', 'Yaris Cross Hybrid'],
  ['camryhybrid', 'Camry Hybrid'],
  ['hilux-4x2', 'Hilux 4x2'],
  ['hilux-4x4', 'Hilux 4x4'],
  ['innovahybrid', 'Kijang Innova Zenix Hybrid'],
  ['agyagrsport', 'Agya GR Sport'],
];

export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: 'Mobil Baru',
    links: [
      { label: 'Semua Mobil Baru', href: ROUTES.newCars },
      ...FOOTER_MODELS.map(([code, name]) => ({ label: name, href: ROUTES.model(code) })),
    ],
  },
  {
    title: 'Layanan',
    links: [
      { label: 'Mobil Bekas Bersertifikat', href: ROUTES.usedCars },
      { label: 'Servis & Purna Jual', href: ROUTES.services },
      { label: 'Aksesoris', href: ROUTES.accessories },
      { label: 'Kupon Servis', href: ROUTES.coupons },
      { label: 'Layanan Bengkel', href: ROUTES.workshop },
      { label: 'Toyota Home Service', href: ROUTES.homeService },
      { label: 'Body & Paint', href: ROUTES.bodyPaint },
      { label: 'Tukar Tambah', href: ROUTES.tradeIn },
    ],
  },
  {
    title: 'Tentang Kemudi',
    links: [
      { label: 'Tentang Kami', href: ROUTES.about },
      { label: 'Promo', href: ROUTES.promos },
      { label: 'Berita & Tips', href: ROUTES.articles },
      { label: 'Prestasi', href: ROUTES.achievements },
      { label: 'Review Produk', href: ROUTES.reviews },
      { label: 'Akun Saya', href: ROUTES.accountOverview },
      { label: 'Dealer Toyota', href: ROUTES.dealers },
    ],
  },
  {
    title: 'Bantuan',
    links: [
      { label: 'Seputar Pertanyaan (FAQ)', href: ROUTES.faq },
      { label: 'Hubungi Kami', href: ROUTES.contact },
      { label: 'Syarat & Ketentuan', href: ROUTES.terms },
      { label: 'Pemberitahuan Privasi', href: ROUTES.privacy },
    ],
  },
];

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube' | 'tiktok' | 'x';

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly name: string;
  readonly href: string;
}

/** §2 "social links". */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/kemudi.toyota' },
  { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/kemuditoyota' },
  { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@kemuditoyota' },
  { network: 'tiktok', name: 'TikTok', href: 'https://www.tiktok.com/@kemudi.toyota' },
  { network: 'x', name: 'X', href: 'https://x.com/kemuditoyota' },
];

/** §2 "app-store links" of the mobile app download section. */
export const APP_STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=id.co.kemudi.app',
  appStore: 'https://apps.apple.com/id/app/kemudi-toyota/id6447200118',
} as const;

/* Support channels and the company name: the same source as the Hubungi Kami and legal pages. */
export const SUPPORT_CHANNELS = SUPPORT_CONTACTS;
export const COMPANY_NAME = COMPANY.name;
