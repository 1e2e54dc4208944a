import { SITE_PAGES } from '@kemudi/domain/pages';

/*
 * The newsletter's confirmation link (issue 16: double opt-in). The emailed link opens
 * /berlangganan/konfirmasi?token=…, a server-rendered page whose button posts the token (a plain
 * HTML form, no script) to /api/newsletter-confirm; that route asks the API and sends the browser
 * back to the page with the result in `hasil`. A button rather than confirming on GET, as
 * /aktivasi-email does: a mail scanner that opens every link must not confirm for the reader.
 */

export const CONFIRM_PAGE_PATH = SITE_PAGES.newsletterConfirm.path;
export const CONFIRM_ROUTE_PATH = '/api/newsletter-confirm';

/** `hasil` of the page: confirmed, a bad/used/expired link, too many tries, or a failure to try again. */
export type ConfirmResult = 'aktif' | 'gagal' | 'batas' | 'gangguan';

const RESULTS: readonly ConfirmResult[] = ['aktif', 'gagal', 'batas', 'gangguan'];

/** A token as the API takes it (the link's own is 43 characters of base64url). */
export function cleanToken(raw: unknown): string | null {
  const token = typeof raw === 'string' ? raw.trim() : '';
  return token !== '' && token.length <= 200 ? token : null;
}

/** What the API's answer to the confirm call means: its status, or null when it could not be reached. */
export function confirmResultOf(status: number | null): ConfirmResult {
  if (status !== null && status >= 200 && status < 300) return 'aktif';
  if (status === 400 || status === 404) return 'gagal';
  if (status === 429) return 'batas';
  return 'gangguan';
}

/** Where the route sends the browser: the page with the result; a failure keeps the token, so the button can be pressed again. */
export function confirmRedirect(result: ConfirmResult, token: string | null): string {
  const query = new URLSearchParams({ hasil: result });
  if (token && (result === 'gangguan' || result === 'batas')) query.set('token', token);
  return `${CONFIRM_PAGE_PATH}?${query.toString()}`;
}

export type ConfirmPageState =
  | { readonly kind: 'ask'; readonly token: string; readonly notice: string | null }
  | { readonly kind: 'done'; readonly title: string; readonly lead: string };

export const CONFIRM_TEXT = {
  askLead: 'Tekan tombol di bawah untuk mengonfirmasi langganan newsletter Kemudi.',
  confirmedTitle: 'Langganan Dikonfirmasi',
  confirmedLead: 'Terima kasih! Langganan newsletter Kemudi Anda sudah aktif. Promo, berita, dan tips pilihan akan kami kirim ke email Anda.',
  invalidTitle: 'Tautan Tidak Berlaku',
  invalidLead:
    'Tautan konfirmasi tidak valid, sudah dipakai, atau sudah kedaluwarsa. Daftarkan email Anda lagi di bagian bawah halaman untuk menerima tautan baru.',
  limited: 'Terlalu banyak percobaan. Coba lagi beberapa saat lagi.',
  failed: 'Maaf, konfirmasi belum berhasil karena gangguan. Coba lagi beberapa saat lagi.',
} as const;

/** What the page shows for its query (`token`, `hasil`); anything unreadable is an invalid link. */
export function confirmPageState(params: { token?: string | string[]; hasil?: string | string[] }): ConfirmPageState {
  const hasil = typeof params.hasil === 'string' && (RESULTS as readonly string[]).includes(params.hasil) ? (params.hasil as ConfirmResult) : null;
  const token = cleanToken(params.token);
  if (hasil === 'aktif') return { kind: 'done', title: CONFIRM_TEXT.confirmedTitle, lead: CONFIRM_TEXT.confirmedLead };
  if (token && (hasil === null || hasil === 'batas' || hasil === 'gangguan')) {
    return { kind: 'ask', token, notice: hasil === 'batas' ? CONFIRM_TEXT.limited : hasil === 'gangguan' ? CONFIRM_TEXT.failed : null };
  }
  return { kind: 'done', title: CONFIRM_TEXT.invalidTitle, lead: CONFIRM_TEXT.invalidLead };
}
