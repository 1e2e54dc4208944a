/**
 * Content seed data: promos, articles, reviews, FAQs, static pages, terms, menus, banners,
 * consent texts and configs. Every visitor-visible string is Indonesian (STYLE: Copy).
 * Deterministic: no randomness and no clock, so every seed run writes the same rows.
 */
import { BUILT_IN_CONSENT_TEXTS } from '@kemudi/domain/consent-texts';
import { COMPANY as COMPANY_INFO, SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { USED_CAR_WARRANTY } from '@kemudi/domain/used-car-warranty';
import { SITE_MENU, type MenuLocation } from '@kemudi/domain/vocabulary';
import type * as schema from '../../schema/content';
import { branches as branchRows } from './branches';
import { branchId, CITY, type BranchSlug, type FEATURED_SALESMEN, type ModelCode } from './keys';

/** The schedule (startsAt, endsAt) follows from validFrom/validUntil when seeded (seed/index.ts). */
type PromoRow = Omit<typeof schema.promos.$inferInsert, 'startsAt' | 'endsAt'>;
type ArticleRow = Omit<typeof schema.articles.$inferInsert, 'publishedAt'>;
type ReviewRow = typeof schema.reviews.$inferInsert;
type FaqRow = typeof schema.faqs.$inferInsert;
type StaticPageRow = typeof schema.staticPages.$inferInsert;
type TermConditionRow = typeof schema.termConditions.$inferInsert;
type MenuCategoryRow = typeof schema.menuCategories.$inferInsert;
type BannerRow = typeof schema.banners.$inferInsert;
type ConsentTextRow = typeof schema.consentTexts.$inferInsert;
type ConfigRow = typeof schema.configs.$inferInsert;

type SalesmanSlug = (typeof FEATURED_SALESMEN)[number];
type CityIsocode = (typeof CITY)[keyof typeof CITY];

/** Typed lists, so a misspelt model, branch, salesman or city fails the type check. */
const models = (...codes: ModelCode[]): string[] => codes;
const branches = (...slugs: BranchSlug[]): string[] => slugs;
const salesmen = (...slugs: SalesmanSlug[]): string[] => slugs;
const cities = (...codes: CityIsocode[]): string[] => codes;

/**
 * The dealer network as the branch data has it (issue 15: the dealer page, Tentang Kami and the FAQ
 * give one count): every branch ever opened, the ones open today (hidden ones are closed for a
 * while) and their cities.
 */
const OPEN_BRANCHES = branchRows.filter((b) => !b.hidden);
const CLOSED_BRANCHES = branchRows.filter((b) => b.hidden).map((b) => b.name.replace(/^Kemudi Toyota /, ''));
const NETWORK = {
  open: OPEN_BRANCHES.length,
  cities: new Set(OPEN_BRANCHES.map((b) => b.cityIsocode)).size,
  /** Cities where an open branch sends Home Service technicians. */
  homeServiceCities: new Set(OPEN_BRANCHES.filter((b) => b.services?.includes('home-service')).map((b) => b.cityIsocode)).size,
  /** Cikarang's place in the order of opening: the newest dealer. */
  cikarang: branchId('kemudi-toyota-cikarang'),
};
const NUMBER_WORDS = ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima'];
const closedNote =
  CLOSED_BRANCHES.length === 0
    ? ''
    : ` ${NUMBER_WORDS[CLOSED_BRANCHES.length] ?? CLOSED_BRANCHES.length} cabang lainnya, ${CLOSED_BRANCHES.join(' dan ')}, sementara tutup untuk renovasi dan pindah gedung.`;

/** Joins paragraphs with blank lines; an element starting with '## ' is a subheading. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

const JAKARTA = cities(
  CITY.jakartaPusat,
  CITY.jakartaUtara,
  CITY.jakartaBarat,
  CITY.jakartaSelatan,
  CITY.jakartaTimur,
);

// ---------------------------------------------------------------------------------------------
// Promos (§7 promo calls). Most are active on 2026-11-22; two ended in October 2026.
// ---------------------------------------------------------------------------------------------

/** A national promo: no city, branch, product or salesman scope (fresh arrays per row). */
const noScope = () => ({ cityIsocodes: [], branchSlugs: [], productCodes: [], salesmanSlugs: [] });

export const promos: PromoRow[] = [
  {
    slug: 'program-akhir-tahun-kemudi-2026',
    title: 'Program Akhir Tahun: DP Mulai 15% dan Cashback hingga Rp15 Juta',
    summary:
      'Tutup tahun 2026 dengan mobil Toyota baru berkat uang muka ringan, suku bunga spesial, dan cashback langsung.',
    body: paragraphs(
      'Menjelang pergantian tahun, seluruh dealer Kemudi Toyota menghadirkan program pembelian mobil baru dengan uang muka mulai 15% dari harga on the road. Program ini berlaku untuk hampir semua model penumpang, mulai dari Agya hingga Fortuner, baik untuk pembelian tunai maupun kredit.',
      'Untuk pembelian secara kredit melalui perusahaan pembiayaan mitra, tersedia suku bunga spesial mulai 2,49% flat per tahun untuk tenor 1 tahun dan mulai 3,99% flat per tahun untuk tenor 2 sampai 3 tahun. Tenor hingga 5 tahun tetap tersedia bagi Anda yang menginginkan angsuran bulanan lebih ringan.',
      'Setiap transaksi juga mendapat cashback langsung hingga Rp15.000.000 yang dipotongkan dari harga kendaraan, besarnya bergantung pada model dan tipe. Sebagai bonus, pelanggan memperoleh gratis biaya jasa dan suku cadang servis berkala selama 3 tahun atau 60.000 km, mana yang tercapai lebih dahulu.',
      'Ajukan penawaran melalui halaman Mobil Baru atau datangi dealer Kemudi Toyota terdekat. Sales konsultan kami akan membantu menghitung simulasi kredit sesuai kemampuan Anda, termasuk bila Anda ingin menukar mobil lama sebagai uang muka.',
    ),
    category: 'Mobil Baru',
    scope: 'national',
    ...noScope(),
    isHero: true,
    heroColor: '#b3001b',
    terms: [
      'Program berlaku untuk Surat Pemesanan Kendaraan (SPK) yang terbit dan uang mukanya dibayar lunas pada 1 November sampai 31 Desember 2026.',
      'Besaran cashback berbeda untuk setiap model dan tipe serta hanya diberikan sebagai potongan harga, tidak dapat diuangkan.',
      'Suku bunga spesial berlaku melalui perusahaan pembiayaan mitra dan tetap memerlukan persetujuan kredit dari pihak pembiayaan.',
      'Gratis servis berkala mengikuti jadwal pada buku servis dan hanya dapat digunakan di bengkel resmi Toyota.',
      'Program tidak dapat digabungkan dengan promo nasional lain, kecuali bonus tukar tambah.',
    ],
    validFrom: '2026-11-01',
    validUntil: '2026-12-31',
    publishedDate: '2026-10-28',
    sortOrder: 1,
  },
  {
    slug: 'dp-ringan-avanza-veloz',
    title: 'Avanza dan Veloz: DP 10% dan Angsuran Mulai Rp4 Jutaan',
    summary:
      'Mobil keluarga tujuh penumpang kini makin mudah dimiliki dengan uang muka 10% dan tenor hingga 5 tahun.',
    body: paragraphs(
      'Avanza dan Veloz menjadi pilihan banyak keluarga Indonesia karena kabinnya lega, irit bahan bakar, dan biaya perawatannya terjangkau. Selama periode program, kedua model ini bisa dibawa pulang dengan uang muka mulai 10% dari harga on the road.',
      'Dengan tenor 5 tahun, angsuran Avanza 1.3 E manual dimulai dari Rp4 jutaan per bulan, sedangkan Veloz 1.5 Q CVT mulai Rp5 jutaan per bulan. Suku bunga mulai 3,49% flat per tahun untuk tenor 3 tahun dan 4,49% flat per tahun untuk tenor 4 sampai 5 tahun.',
      'Pelanggan yang menyelesaikan pembelian pada periode ini juga mendapat paket aksesoris berupa karpet dasar, kaca film, dan sarung jok senilai total Rp4.500.000. Pembelian Veloz tipe Q mendapat tambahan kamera dasbor yang dipasang langsung oleh teknisi dealer.',
      'Jadwalkan test drive terlebih dahulu untuk merasakan kenyamanan kabin dan kelincahan mesinnya, lalu minta sales konsultan kami menyiapkan simulasi kredit yang sesuai dengan penghasilan keluarga Anda.',
    ),
    category: 'Mobil Baru',
    scope: 'product',
    cityIsocodes: [],
    branchSlugs: [],
    productCodes: models('avanza', 'veloz'),
    salesmanSlugs: [],
    isHero: true,
    heroColor: '#8a0f1e',
    terms: [
      'Program berlaku untuk pembelian Avanza dan Veloz semua tipe dengan SPK yang terbit pada 1 November sampai 31 Desember 2026.',
      'Angsuran yang disebutkan merupakan ilustrasi untuk wilayah DKI Jakarta dan dapat berbeda di kota lain karena perbedaan harga on the road.',
      'Uang muka 10% dan suku bunga spesial hanya berlaku melalui perusahaan pembiayaan mitra dan bergantung pada hasil analisis kredit.',
      'Paket aksesoris tidak dapat ditukar dengan uang tunai atau barang lain.',
    ],
    validFrom: '2026-11-01',
    validUntil: '2026-12-31',
    publishedDate: '2026-10-30',
    sortOrder: 2,
  },
  {
    slug: 'bonus-tukar-tambah-hingga-rp10-juta',
    title: 'Tukar Tambah Mobil Lama, Dapat Bonus hingga Rp10 Juta',
    summary:
      'Jadikan mobil lama Anda uang muka mobil Toyota baru dan nikmati bonus tukar tambah di atas harga taksiran.',
    body: paragraphs(
      'Punya mobil lama yang ingin diganti? Melalui layanan Tukar Tambah Kemudi Toyota, mobil Anda dari merek apa pun akan ditaksir oleh penilai bersertifikat secara gratis. Inspeksi dilakukan di dealer atau di rumah Anda dan memakan waktu sekitar 45 menit.',
      'Selama periode program, setiap tukar tambah ke mobil Toyota baru mendapat bonus di atas harga taksiran: Rp5.000.000 untuk model Agya, Calya, Avanza, Veloz, Raize, dan Rush, serta Rp10.000.000 untuk Kijang Innova Zenix, Fortuner, dan model hybrid.',
      'Nilai mobil lama dapat langsung dipakai sebagai uang muka sehingga Anda tidak perlu menyiapkan dana tunai besar. Bila nilai mobil lama melebihi uang muka, selisihnya dapat mengurangi pokok pinjaman sehingga angsuran bulanan menjadi lebih ringan.',
      'Kami juga membantu pengurusan dokumen balik nama dan pelunasan kredit mobil lama yang masih berjalan. Isi formulir tukar tambah di situs ini, dan tim kami akan menghubungi Anda dalam satu hari kerja untuk menjadwalkan inspeksi.',
    ),
    category: 'Purna Jual',
    scope: 'national',
    ...noScope(),
    isHero: true,
    heroColor: '#0b3d91',
    terms: [
      'Bonus tukar tambah berlaku bila mobil lama diserahkan paling lambat 14 hari setelah SPK mobil baru terbit.',
      'Mobil yang ditukar harus atas nama pelanggan atau keluarga inti dengan dokumen BPKB, STNK, dan faktur yang sah.',
      'Harga taksiran berlaku selama 7 hari sejak inspeksi dan dapat berubah bila kondisi kendaraan berbeda saat diserahkan.',
      'Bonus tidak dapat diuangkan dan hanya mengurangi harga mobil baru.',
      'Program dapat digabungkan dengan Program Akhir Tahun.',
    ],
    validFrom: '2026-10-01',
    validUntil: '2026-12-31',
    publishedDate: '2026-09-28',
    sortOrder: 3,
  },
  {
    slug: 'diskon-servis-berkala-akhir-tahun',
    title: 'Diskon 20% Jasa Servis Berkala dan 10% Suku Cadang',
    summary:
      'Booking servis lewat situs Kemudi Toyota dan hemat biaya jasa serta suku cadang asli untuk perawatan berkala.',
    body: paragraphs(
      'Sebelum liburan akhir tahun, pastikan mobil Anda dalam kondisi prima. Setiap servis berkala yang dipesan melalui fitur Servis Booking mendapat diskon 20% untuk biaya jasa dan 10% untuk suku cadang asli Toyota.',
      'Promo berlaku untuk semua servis berkala kelipatan 10.000 km, termasuk penggantian oli mesin, filter oli, filter udara, dan minyak rem. Untuk mobil hybrid, diskon juga berlaku pada pemeriksaan sistem hybrid dan pembersihan kipas pendingin baterai.',
      'Setiap kendaraan yang diservis juga menjalani pemeriksaan gratis 25 titik, meliputi rem, kaki-kaki, aki, wiper, lampu, dan tekanan ban. Hasil pemeriksaan dikirim lewat WhatsApp lengkap dengan foto sehingga Anda bisa memutuskan perbaikan tambahan dengan tenang.',
      'Dengan booking, Anda tidak perlu mengantre: pilih bengkel, tanggal, dan jam kedatangan, lalu datang sesuai jadwal. Mobil selesai rata-rata dalam 90 menit untuk servis berkala ringan.',
    ),
    category: 'Purna Jual',
    scope: 'national',
    ...noScope(),
    isHero: true,
    heroColor: '#1a1a1a',
    terms: [
      'Diskon hanya berlaku untuk servis yang dipesan melalui situs atau aplikasi Kemudi Toyota dan dikerjakan pada 1 November sampai 20 Desember 2026.',
      'Diskon tidak berlaku untuk perbaikan akibat kecelakaan, pekerjaan bodi dan cat, maupun klaim asuransi.',
      'Pelanggan yang datang lebih dari 30 menit setelah jadwal akan dilayani sesuai antrean dan tetap mendapat diskon.',
      'Promo tidak dapat digabungkan dengan kupon servis atau paket servis prabayar.',
    ],
    validFrom: '2026-11-01',
    validUntil: '2026-12-20',
    publishedDate: '2026-10-29',
    sortOrder: 4,
  },
  {
    slug: 'mobil-bekas-bersertifikat-garansi-mesin',
    title: 'Mobil Bekas Bersertifikat dengan Garansi Mesin 1 Tahun',
    summary:
      'Beli mobil bekas berkualitas yang telah lolos inspeksi 175 titik, lengkap dengan garansi mesin dan transmisi.',
    body: paragraphs(
      'Setiap mobil bekas bersertifikat di Kemudi Toyota telah melewati inspeksi 175 titik oleh teknisi kami, mulai dari mesin, transmisi, kelistrikan, kaki-kaki, hingga riwayat dokumen. Mobil yang tidak lolos tidak kami pasarkan sebagai unit bersertifikat.',
      `Setiap unit bersertifikat dilengkapi ${USED_CAR_WARRANTY.text}. Selama periode program, Anda juga mendapat gratis servis pertama di bengkel resmi Kemudi Toyota, termasuk penggantian oli dan filter oli.`,
      'Untuk pembelian kredit, uang muka mulai 20% dengan suku bunga mulai 4,5% flat per tahun dan tenor hingga 4 tahun. Pengajuan kredit dapat diproses dalam dua hari kerja bila dokumen lengkap.',
      'Lihat daftar unit di halaman Mobil Bekas, bandingkan tahun, jarak tempuh, dan harga, lalu jadwalkan kunjungan untuk melihat dan mencoba unit secara langsung.',
    ),
    category: 'Mobil Bekas',
    scope: 'national',
    ...noScope(),
    isHero: true,
    heroColor: '#123a6b',
    terms: [
      'Garansi berlaku untuk kerusakan komponen internal mesin dan transmisi yang bukan akibat kecelakaan, banjir, atau modifikasi.',
      'Garansi hanya berlaku bila servis berkala dilakukan di bengkel resmi Toyota sesuai jadwal.',
      'Uang muka, suku bunga, dan tenor bergantung pada tahun kendaraan serta persetujuan perusahaan pembiayaan.',
      'Harga unit dapat berubah sewaktu-waktu sebelum tanda jadi dibayarkan.',
    ],
    validFrom: '2026-09-01',
    validUntil: '2027-01-31',
    publishedDate: '2026-08-27',
    sortOrder: 5,
  },
  {
    slug: 'paket-aksesoris-hemat-akhir-tahun',
    title: 'Paket Aksesoris Hemat hingga 30%',
    summary:
      'Lengkapi mobil Anda dengan aksesoris asli Toyota dalam paket bundel yang lebih hemat dan langsung dipasang.',
    body: paragraphs(
      'Aksesoris asli Toyota dirancang pas dengan setiap model sehingga tidak mengganggu sistem kelistrikan maupun garansi kendaraan. Selama program ini, kami menghadirkan tiga paket bundel dengan potongan hingga 30% dibanding membeli satuan.',
      'Paket Nyaman berisi karpet karet, sarung jok, dan talang air dengan potongan 20%. Paket Aman berisi kamera dasbor, sensor parkir, dan kaca film dengan potongan 25%. Paket Lengkap menggabungkan semuanya dengan potongan 30%.',
      'Seluruh aksesoris dipasang gratis oleh teknisi dealer dalam waktu sekitar dua jam, dan bergaransi 1 tahun untuk produk elektronik. Pembayaran dapat dicicil 0% hingga 6 bulan dengan kartu kredit bank mitra.',
      'Pesan paket melalui halaman Aksesoris, pilih model mobil Anda, lalu tentukan dealer dan jadwal pemasangan yang paling nyaman.',
    ),
    category: 'Aksesoris',
    scope: 'national',
    ...noScope(),
    isHero: false,
    heroColor: '#23262b',
    terms: [
      'Potongan berlaku untuk pemesanan paket pada 15 Oktober sampai 31 Desember 2026 selama persediaan masih ada.',
      'Isi paket dapat sedikit berbeda untuk setiap model menyesuaikan ketersediaan aksesoris yang cocok.',
      'Cicilan 0% hanya berlaku untuk kartu kredit bank mitra dengan transaksi minimal Rp1.000.000.',
      'Aksesoris yang sudah dipasang tidak dapat dikembalikan kecuali terdapat cacat produksi.',
    ],
    validFrom: '2026-10-15',
    validUntil: '2026-12-31',
    publishedDate: '2026-10-12',
    sortOrder: 6,
  },
  {
    slug: 'bunga-ringan-mobil-hybrid',
    title: 'Beralih ke Hybrid: Bunga 0% Tenor 1 Tahun',
    summary:
      'Nikmati efisiensi mobil hybrid Toyota dengan bunga 0% untuk tenor 1 tahun dan diskon jasa servis hybrid.',
    body: paragraphs(
      'Mobil hybrid menggabungkan mesin bensin dan motor listrik sehingga konsumsi bahan bakarnya jauh lebih irit, terutama di jalanan kota yang padat. Anda tidak perlu mengisi daya dari colokan karena baterainya terisi sendiri saat mobil melambat dan mengerem.',
      'Untuk Yaris Cross Hybrid, Kijang Innova Zenix Hybrid, dan Corolla Cross Hybrid, kami menawarkan bunga 0% untuk tenor 1 tahun dengan uang muka 30%, atau bunga mulai 1,99% flat per tahun untuk tenor 2 tahun.',
      'Pembeli juga mendapat diskon 50% biaya jasa servis berkala selama 2 tahun pertama serta pemeriksaan kesehatan baterai hybrid gratis setiap kunjungan servis. Baterai hybrid dilindungi garansi sesuai ketentuan pabrikan.',
      'Belum yakin? Jadwalkan test drive dan rasakan sendiri senyapnya mobil saat berjalan dengan tenaga listrik di kecepatan rendah.',
    ),
    category: 'Mobil Baru',
    scope: 'product',
    cityIsocodes: [],
    branchSlugs: [],
    productCodes: models('yariscrosshybrid', 'innovahybrid', 'corollacrosshybrid'),
    salesmanSlugs: [],
    isHero: false,
    heroColor: '#0f4c5c',
    terms: [
      'Bunga 0% berlaku untuk tenor 12 bulan dengan uang muka minimal 30% melalui perusahaan pembiayaan mitra.',
      'Program berlaku untuk SPK yang terbit pada 1 Oktober sampai 31 Desember 2026.',
      'Diskon jasa servis berlaku di bengkel Kemudi Toyota dan tidak mencakup suku cadang.',
      'Ketentuan garansi baterai hybrid mengikuti buku garansi kendaraan.',
    ],
    validFrom: '2026-10-01',
    validUntil: '2026-12-31',
    publishedDate: '2026-09-29',
    sortOrder: 7,
  },
  {
    slug: 'paket-petualang-fortuner-hilux',
    title: 'Paket Petualang Fortuner dan Hilux 4x4',
    summary:
      'Gratis paket aksesoris petualangan senilai Rp12 juta untuk pembelian Fortuner atau Hilux double cabin 4x4.',
    body: paragraphs(
      'Fortuner dan Hilux 4x4 dikenal tangguh di jalan rusak, tanjakan, maupun medan berlumpur. Untuk Anda yang gemar berpetualang, kami menyiapkan paket aksesoris khusus yang membuat perjalanan jauh lebih siap.',
      'Setiap pembelian mendapat gratis paket senilai Rp12.000.000 berisi rak atap, pelindung bak atau bagasi, lampu kabut tambahan, karpet karet, dan kotak perkakas darurat. Seluruh aksesoris dipasang di dealer sebelum serah terima.',
      'Tersedia juga skema kredit dengan uang muka 20% dan suku bunga 3,5% flat per tahun untuk tenor hingga 4 tahun. Pembelian atas nama perusahaan dapat memakai skema sewa guna usaha dengan pendampingan tim korporat kami.',
      'Kunjungi dealer Kemudi Toyota terdekat untuk melihat unit yang sudah terpasang aksesoris, atau minta sales konsultan kami mengirimkan foto dan video unit melalui WhatsApp.',
    ),
    category: 'Mobil Baru',
    scope: 'product',
    cityIsocodes: [],
    branchSlugs: [],
    productCodes: models('fortuner', 'hilux-4x4'),
    salesmanSlugs: [],
    isHero: false,
    heroColor: '#3b2a1a',
    terms: [
      'Program berlaku untuk pembelian Fortuner semua tipe dan Hilux double cabin 4x4 dengan SPK yang terbit pada 1 November 2026 sampai 31 Januari 2027.',
      'Paket aksesoris tidak dapat ditukar dengan potongan harga atau uang tunai.',
      'Isi paket untuk Hilux dapat berbeda dari Fortuner menyesuaikan bentuk kendaraan.',
      'Skema sewa guna usaha untuk perusahaan tunduk pada persetujuan perusahaan pembiayaan.',
    ],
    validFrom: '2026-11-01',
    validUntil: '2027-01-31',
    publishedDate: '2026-10-31',
    sortOrder: 8,
  },
  {
    slug: 'akhir-pekan-hemat-jakarta',
    title: 'Akhir Pekan Hemat di Jakarta: Gratis Asuransi 1 Tahun',
    summary:
      'Setiap Sabtu dan Minggu, pembelian mobil baru di dealer Kemudi Toyota se-Jakarta mendapat asuransi menyeluruh gratis.',
    body: paragraphs(
      'Khusus pelanggan di wilayah DKI Jakarta, setiap pemesanan mobil baru yang dilakukan pada hari Sabtu atau Minggu mendapat gratis asuransi kendaraan menyeluruh (all risk) selama 1 tahun pertama.',
      'Dealer kami di Sunter, Kelapa Gading, Gunung Sahari, Cikini, Fatmawati, Pondok Indah, Pasar Minggu, Daan Mogot, Puri Kembangan, Cawang, dan Pulogadung buka hingga pukul 20.00 setiap akhir pekan selama periode program.',
      'Selain asuransi, Anda juga mendapat pelat nomor sementara dan pengantaran unit gratis ke alamat di Jakarta. Bila Anda membeli secara kredit, biaya administrasi pembiayaan ditanggung dealer.',
      'Datang bersama keluarga untuk test drive, karena setiap akhir pekan kami menyediakan area bermain anak dan kopi gratis di showroom.',
    ),
    category: 'Mobil Baru',
    scope: 'city',
    cityIsocodes: JAKARTA,
    branchSlugs: [],
    productCodes: [],
    salesmanSlugs: [],
    isHero: false,
    heroColor: '#c8102e',
    terms: [
      'Program berlaku untuk SPK yang ditandatangani pada hari Sabtu atau Minggu di dealer Kemudi Toyota wilayah DKI Jakarta.',
      'Asuransi diberikan melalui perusahaan asuransi rekanan dan tunduk pada ketentuan polis.',
      'Pengantaran gratis hanya ke alamat di wilayah DKI Jakarta.',
      'Program tidak berlaku untuk pembelian armada atau perusahaan.',
    ],
    validFrom: '2026-11-01',
    validUntil: '2026-12-31',
    publishedDate: '2026-10-30',
    sortOrder: 9,
  },
  {
    slug: 'siaga-musim-hujan-bandung',
    title: 'Siaga Musim Hujan Bandung: Cek Gratis dan Diskon Wiper',
    summary:
      'Pemeriksaan gratis rem, ban, wiper, dan lampu di bengkel Kemudi Toyota Bandung selama musim hujan.',
    body: paragraphs(
      'Jalanan Bandung yang menanjak dan licin saat hujan menuntut rem, ban, dan wiper dalam kondisi terbaik. Karena itu, bengkel Kemudi Toyota Soekarno-Hatta dan Pasteur membuka pemeriksaan gratis musim hujan untuk semua mobil Toyota.',
      'Pemeriksaan meliputi ketebalan kampas rem, kedalaman alur ban, karet wiper, semprotan air kaca, lampu utama, lampu kabut, serta kondisi aki. Prosesnya sekitar 20 menit dan bisa dilakukan tanpa booking.',
      'Bila diperlukan penggantian, Anda mendapat diskon 15% untuk karet wiper, kampas rem, dan aki, serta diskon 10% untuk ban dari merek mitra. Penggantian kampas rem sudah termasuk pembersihan dan pelumasan komponen rem.',
      'Berkendara aman di musim hujan dimulai dari kendaraan yang terawat. Manfaatkan program ini sebelum perjalanan liburan keluarga Anda.',
    ),
    category: 'Purna Jual',
    scope: 'city',
    cityIsocodes: cities(CITY.bandung),
    branchSlugs: [],
    productCodes: [],
    salesmanSlugs: [],
    isHero: false,
    heroColor: '#14365d',
    terms: [
      'Pemeriksaan gratis berlaku satu kali per kendaraan selama periode program.',
      'Diskon suku cadang hanya berlaku bila penggantian dilakukan di bengkel Kemudi Toyota Bandung.',
      'Persediaan ban mengikuti ketersediaan ukuran di bengkel.',
    ],
    validFrom: '2026-11-01',
    validUntil: '2027-02-28',
    publishedDate: '2026-10-27',
    sortOrder: 10,
  },
  {
    slug: 'pesta-mobil-baru-surabaya-sidoarjo',
    title: 'Pesta Mobil Baru Surabaya dan Sidoarjo',
    summary:
      'Potongan harga tambahan hingga Rp7,5 juta dan undian logam mulia untuk pembeli mobil baru di Surabaya dan Sidoarjo.',
    body: paragraphs(
      'Kemudi Toyota Ahmad Yani, Kenjeran, dan Sidoarjo menggelar Pesta Mobil Baru untuk warga Surabaya dan sekitarnya. Selama program, setiap pembelian mendapat potongan harga tambahan hingga Rp7.500.000 di luar program nasional.',
      'Potongan Rp3.000.000 berlaku untuk Agya, Calya, dan Raize, Rp5.000.000 untuk Avanza, Veloz, dan Rush, serta Rp7.500.000 untuk Kijang Innova Zenix dan Fortuner. Untuk pembelian kredit tersedia tenor hingga 6 tahun.',
      'Seluruh pembeli juga berkesempatan mengikuti undian logam mulia seberat 10 gram yang diundi setiap minggu di showroom dengan disaksikan perwakilan pemerintah setempat.',
      'Catat tanggalnya dan ajak keluarga datang ke showroom. Sales konsultan kami siap membantu dari test drive hingga pengurusan kredit.',
    ),
    category: 'Mobil Baru',
    scope: 'city',
    cityIsocodes: cities(CITY.surabaya, CITY.sidoarjo),
    branchSlugs: [],
    productCodes: [],
    salesmanSlugs: [],
    isHero: false,
    heroColor: '#7a0019',
    terms: [
      'Potongan tambahan berlaku untuk SPK yang terbit di dealer Kemudi Toyota Surabaya dan Sidoarjo pada 10 November sampai 15 Desember 2026.',
      'Satu SPK memperoleh satu kupon undian, dan pemenang diumumkan melalui media sosial resmi dealer.',
      'Pajak hadiah undian ditanggung penyelenggara.',
      'Karyawan Kemudi Toyota dan keluarganya tidak dapat mengikuti undian.',
    ],
    validFrom: '2026-11-10',
    validUntil: '2026-12-15',
    publishedDate: '2026-11-08',
    sortOrder: 11,
  },
  {
    slug: 'grand-opening-kemudi-cikarang',
    title: 'Grand Opening Kemudi Toyota Cikarang',
    summary:
      'Rayakan pembukaan dealer baru kami di Cikarang dengan potongan harga, servis gratis, dan hadiah langsung.',
    body: paragraphs(
      'Kemudi Toyota Cikarang resmi melayani warga kawasan industri timur Jakarta dengan fasilitas 3S lengkap: penjualan, servis, dan suku cadang. Bengkelnya memiliki 14 stall servis dan satu area khusus bodi dan cat.',
      'Selama masa grand opening, pembelian mobil baru di Kemudi Toyota Cikarang mendapat potongan harga tambahan Rp4.000.000 dan hadiah langsung berupa kamera dasbor. Pembelian armada minimal lima unit mendapat penawaran khusus dari tim korporat.',
      'Untuk pelanggan servis, tersedia gratis biaya jasa servis berkala untuk 500 booking pertama serta diskon 20% suku cadang fast moving seperti filter, oli, dan kampas rem.',
      'Showroom berada di jalur utama Cikarang dan mudah dijangkau dari gerbang tol. Kami buka setiap hari pukul 08.00 sampai 17.00, dan hingga 20.00 pada akhir pekan selama masa grand opening.',
    ),
    category: 'Mobil Baru',
    scope: 'branch',
    cityIsocodes: [],
    branchSlugs: branches('kemudi-toyota-cikarang'),
    productCodes: [],
    salesmanSlugs: [],
    isHero: false,
    heroColor: '#a4161a',
    terms: [
      'Potongan dan hadiah berlaku untuk SPK yang terbit di Kemudi Toyota Cikarang pada 5 November sampai 31 Desember 2026.',
      'Gratis biaya jasa berlaku untuk 500 booking servis pertama dan tidak termasuk suku cadang.',
      'Hadiah langsung tidak dapat ditukar dengan uang tunai.',
    ],
    validFrom: '2026-11-05',
    validUntil: '2026-12-31',
    publishedDate: '2026-11-04',
    sortOrder: 12,
  },
  {
    slug: 'body-paint-hemat-jakarta-selatan',
    title: 'Body & Paint Hemat di Fatmawati dan Pondok Indah',
    summary:
      'Diskon 25% per panel untuk perbaikan bodi dan cat, lengkap dengan garansi cat 1 tahun.',
    body: paragraphs(
      'Goresan di bumper atau penyok kecil di pintu kini bisa diperbaiki lebih hemat. Bengkel bodi dan cat Kemudi Toyota Fatmawati dan Pondok Indah memberikan diskon 25% per panel untuk perbaikan yang dibayar pribadi.',
      'Pengecatan memakai cat dengan kode warna pabrikan dan dioven di ruang cat tertutup sehingga hasilnya rata dan tahan lama. Setiap pekerjaan cat bergaransi 1 tahun terhadap belang, retak, atau mengelupas.',
      'Untuk perbaikan 3 panel atau lebih, Anda mendapat gratis poles seluruh bodi dan layanan antar jemput kendaraan dalam radius 10 km dari bengkel. Estimasi biaya bisa dikirim dari foto kerusakan melalui WhatsApp.',
      'Pelanggan klaim asuransi tetap kami layani, dan petugas kami membantu kelengkapan dokumen klaim hingga mobil selesai diperbaiki.',
    ),
    category: 'Purna Jual',
    scope: 'branch',
    cityIsocodes: [],
    branchSlugs: branches('kemudi-toyota-fatmawati', 'kemudi-toyota-pondok-indah'),
    productCodes: [],
    salesmanSlugs: [],
    isHero: false,
    heroColor: '#2b2d42',
    terms: [
      'Diskon berlaku untuk perbaikan bodi dan cat yang dibayar pribadi, bukan klaim asuransi.',
      'Estimasi dari foto bersifat sementara dan biaya akhir ditetapkan setelah pemeriksaan langsung.',
      'Garansi cat tidak mencakup kerusakan baru akibat benturan atau bahan kimia.',
      'Antar jemput gratis berlaku untuk perbaikan minimal 3 panel.',
    ],
    validFrom: '2026-10-20',
    validUntil: '2027-01-15',
    publishedDate: '2026-10-18',
    sortOrder: 13,
  },
  {
    slug: 'penawaran-khusus-budi-santoso-sunter',
    title: 'Penawaran Khusus bersama Budi Santoso di Kemudi Toyota Sunter',
    summary:
      'Beli mobil baru melalui Budi Santoso dan dapatkan gratis kaca film serta karpet premium.',
    body: paragraphs(
      'Budi Santoso telah mendampingi ratusan keluarga di Jakarta Utara memilih mobil Toyota yang tepat. Melalui program ini, setiap pelanggan yang membeli mobil baru lewat Budi mendapat gratis kaca film dan karpet premium.',
      'Budi juga menyediakan layanan test drive ke rumah untuk wilayah Sunter, Kelapa Gading, dan Tanjung Priok, sehingga Anda bisa mencoba mobil di jalan yang biasa Anda lalui sehari-hari.',
      'Untuk pembelian kredit, Budi akan membantu membandingkan simulasi dari beberapa perusahaan pembiayaan mitra agar Anda mendapat kombinasi uang muka dan angsuran yang paling sesuai.',
      'Hubungi Budi melalui tombol WhatsApp di halaman profilnya untuk membuat janji temu di showroom Sunter.',
    ),
    category: 'Mobil Baru',
    scope: 'salesman',
    cityIsocodes: [],
    branchSlugs: [],
    productCodes: [],
    salesmanSlugs: salesmen('budi-santoso-sunter'),
    isHero: false,
    heroColor: '#1d3557',
    terms: [
      'Program berlaku untuk SPK yang ditangani oleh Budi Santoso di Kemudi Toyota Sunter.',
      'Kaca film dan karpet premium disesuaikan dengan model kendaraan yang dibeli.',
      'Program dapat digabungkan dengan program nasional yang sedang berlaku.',
    ],
    validFrom: '2026-11-01',
    validUntil: '2026-12-31',
    publishedDate: '2026-10-31',
    sortOrder: 14,
  },
  {
    slug: 'hadiah-langsung-dewi-lestari-surabaya',
    title: 'Hadiah Langsung dari Dewi Lestari untuk Pembeli di Surabaya',
    summary:
      'Dapatkan voucher bahan bakar Rp1,5 juta untuk setiap pembelian mobil baru melalui Dewi Lestari.',
    body: paragraphs(
      'Dewi Lestari, sales konsultan Kemudi Toyota Surabaya, menghadirkan hadiah langsung berupa voucher bahan bakar senilai Rp1.500.000 untuk setiap pembelian mobil baru yang ia tangani.',
      'Dewi berpengalaman melayani pembelian perorangan maupun armada usaha kecil seperti katering dan toko bangunan. Ia dapat membantu memilih antara Avanza, Calya, atau Hilux sesuai kebutuhan angkut usaha Anda.',
      'Program ini dapat digabungkan dengan Pesta Mobil Baru Surabaya dan Sidoarjo sehingga total keuntungan yang Anda dapatkan semakin besar.',
      'Kirim pesan ke Dewi melalui halaman profilnya untuk meminta daftar harga terbaru dan simulasi angsuran.',
    ),
    category: 'Mobil Baru',
    scope: 'salesman',
    cityIsocodes: [],
    branchSlugs: [],
    productCodes: [],
    salesmanSlugs: salesmen('dewi-lestari-surabaya'),
    isHero: false,
    heroColor: '#6a040f',
    terms: [
      'Voucher diberikan saat serah terima kendaraan untuk SPK yang ditangani oleh Dewi Lestari.',
      'Voucher berlaku di jaringan SPBU yang tercantum pada voucher dan tidak dapat diuangkan.',
      'Satu SPK berhak atas satu voucher.',
    ],
    validFrom: '2026-11-15',
    validUntil: '2026-12-31',
    publishedDate: '2026-11-14',
    sortOrder: 15,
  },
  {
    slug: 'promo-ulang-tahun-kemudi-ke-25',
    title: 'Ulang Tahun Kemudi Toyota ke-25: Cashback Rp25 Juta',
    summary:
      'Perayaan 25 tahun Kemudi Toyota dengan cashback hingga Rp25 juta untuk model pilihan.',
    body: paragraphs(
      'Dua puluh lima tahun lalu, Kemudi Toyota membuka showroom pertamanya di Sunter. Untuk merayakannya, kami memberikan cashback hingga Rp25.000.000 untuk model pilihan di seluruh dealer.',
      'Cashback terbesar berlaku untuk Kijang Innova Zenix dan Fortuner, sedangkan Agya, Calya, dan Avanza mendapat cashback hingga Rp10.000.000. Pembelian kredit mendapat gratis biaya provisi.',
      'Pelanggan setia yang pernah membeli mobil di Kemudi Toyota sebelumnya juga mendapat bonus loyalitas Rp2.500.000 untuk pembelian mobil berikutnya.',
      'Terima kasih atas kepercayaan Anda selama seperempat abad. Program ini telah berakhir, dan promo terbaru kami dapat Anda lihat di halaman Promo.',
    ),
    category: 'Mobil Baru',
    scope: 'national',
    ...noScope(),
    isHero: false,
    heroColor: '#9d0208',
    terms: [
      'Program berlaku untuk SPK yang terbit pada 1 September sampai 15 Oktober 2026.',
      'Bonus loyalitas berlaku untuk pelanggan dengan nomor rangka kendaraan yang tercatat dibeli di Kemudi Toyota.',
      'Cashback tidak dapat digabungkan dengan program nasional lain.',
    ],
    validFrom: '2026-09-01',
    validUntil: '2026-10-15',
    publishedDate: '2026-08-28',
    sortOrder: 16,
  },
  {
    slug: 'festival-servis-yogyakarta-oktober',
    title: 'Festival Servis Yogyakarta Oktober 2026',
    summary:
      'Diskon jasa servis 30% dan cuci mobil gratis di bengkel Kemudi Toyota Yogyakarta selama Oktober 2026.',
    body: paragraphs(
      'Sepanjang Oktober 2026, bengkel Kemudi Toyota Jalan Magelang dan Yogyakarta Kota menggelar Festival Servis dengan diskon 30% biaya jasa servis berkala dan perbaikan umum.',
      'Setiap kendaraan yang diservis mendapat cuci mobil gratis termasuk pembersihan ruang mesin, serta pemeriksaan kondisi AC dengan alat ukur suhu.',
      'Festival juga diisi kelas singkat perawatan mobil untuk pelanggan setiap Sabtu pagi, mulai dari cara memeriksa oli hingga mengganti ban cadangan dengan aman.',
      'Festival ini telah berakhir. Terima kasih kepada pelanggan di Yogyakarta dan Sleman yang telah berpartisipasi.',
    ),
    category: 'Purna Jual',
    scope: 'city',
    cityIsocodes: cities(CITY.sleman, CITY.yogyakarta),
    branchSlugs: [],
    productCodes: [],
    salesmanSlugs: [],
    isHero: false,
    heroColor: '#0a2a4a',
    terms: [
      'Diskon berlaku untuk servis yang dikerjakan pada 1 sampai 31 Oktober 2026.',
      'Diskon tidak berlaku untuk suku cadang dan pekerjaan bodi dan cat.',
      'Kuota kelas perawatan terbatas 20 peserta setiap sesi.',
    ],
    validFrom: '2026-10-01',
    validUntil: '2026-10-31',
    publishedDate: '2026-09-25',
    sortOrder: 17,
  },
];

// ---------------------------------------------------------------------------------------------
// Articles (§3 Article): news and tips, spread over 2026 (August included for the 'Ags' month).
// ---------------------------------------------------------------------------------------------

export const articles: ArticleRow[] = [
  {
    slug: 'banjir-cara-aman-melintas-dan-merawat-mobil',
    title: 'Musim Banjir: Cara Aman Melintas dan Merawat Mobil Setelahnya',
    category: 'Tips',
    summary:
      'Kapan sebaiknya berhenti, bagaimana melintasi genangan, dan apa yang harus diperiksa setelah mobil terendam.',
    body: paragraphs(
      'Puncak musim hujan di awal tahun sering membuat genangan muncul di banyak ruas jalan perkotaan. Sebagian besar kerusakan mobil akibat banjir sebenarnya bisa dicegah bila pengemudi tahu batas aman dan tidak memaksakan diri.',
      '## Kenali batas aman',
      'Patokan sederhana: bila air sudah mencapai setengah tinggi roda, sebaiknya jangan melintas. Pada ketinggian itu air mudah terisap ke saluran udara mesin. Air yang masuk ke ruang bakar tidak bisa dimampatkan sehingga dapat membengkokkan batang piston, kerusakan yang biayanya sangat mahal. Amati kendaraan lain di depan Anda dan perhatikan juga arus air, karena genangan yang mengalir deras bisa menggeser mobil.',
      '## Teknik melintasi genangan',
      'Bila genangan masih di bawah batas aman, gunakan gigi rendah (posisi 1 atau L pada transmisi otomatis) dan jaga putaran mesin tetap stabil. Melajulah perlahan dan konstan agar tidak membentuk gelombang yang justru naik ke kap mesin. Beri jarak dengan kendaraan di depan dan jangan berhenti di tengah genangan. Matikan AC agar kipas radiator tidak menyemburkan air ke ruang mesin.',
      '## Jika mesin mati di tengah air',
      'Jangan mencoba menyalakan ulang mesin yang mati di dalam genangan. Nyalakan lampu hazard, keluar dengan aman bila air terus naik, lalu dorong mobil ke tempat yang lebih tinggi. Hubungi Emergency Road Assistance di 1500 898 agar mobil diderek ke bengkel dalam keadaan mati.',
      '## Setelah melewati banjir',
      'Injak pedal rem beberapa kali dengan lembut untuk mengeringkan kampas rem. Periksa oli mesin dan oli transmisi; bila warnanya keruh seperti susu, berarti tercampur air dan harus segera diganti. Keringkan karpet dan lantai kabin agar tidak muncul bau apak dan karat. Bila mobil sempat terendam sampai lantai kabin, bawa ke bengkel resmi untuk pemeriksaan kelistrikan dan modul elektronik secara menyeluruh.',
    ),
    author: 'Hendra Gunawan',
    publishedDate: '2026-01-15',
    tags: ['banjir', 'musim hujan', 'keselamatan', 'perawatan'],
    relatedModelCodes: models('avanza', 'rush', 'fortuner'),
    heroColor: '#0b3d91',
    readingMinutes: 6,
  },
  {
    slug: 'tips-mudik-lebaran-aman-dan-nyaman',
    title: 'Tips Mudik Lebaran dengan Mobil: Aman, Nyaman, dan Tidak Terburu-buru',
    category: 'Tips',
    summary:
      'Persiapan kendaraan, pengemudi, dan rute agar perjalanan mudik bersama keluarga berjalan lancar.',
    body: paragraphs(
      'Mudik dengan mobil pribadi memberi keleluasaan membawa barang dan mengatur waktu istirahat. Namun perjalanan ratusan kilometer di tengah kepadatan arus mudik menuntut persiapan yang lebih matang dibanding perjalanan biasa.',
      '## Servis seminggu sebelum berangkat',
      'Jadwalkan servis paling lambat satu minggu sebelum keberangkatan, bukan sehari sebelumnya. Dengan begitu, bila ada suku cadang yang perlu dipesan, masih ada waktu. Minta teknisi memeriksa oli, air radiator, kampas rem, aki, ban termasuk ban cadangan, serta AC. Bengkel Kemudi Toyota biasanya membuka layanan servis siaga mudik dengan kuota booking yang cepat penuh, jadi pesan sedini mungkin.',
      '## Atur muatan dan tekanan ban',
      'Letakkan barang berat di bagian bawah bagasi dan dekat dengan poros roda belakang. Jangan menumpuk barang hingga menghalangi kaca belakang. Untuk mobil bermuatan penuh, naikkan tekanan ban sesuai angka muatan penuh yang tertera di stiker pilar pintu pengemudi.',
      '## Kelola kondisi pengemudi',
      'Kelelahan adalah penyebab utama kecelakaan saat mudik. Istirahatlah setiap dua jam atau sekitar 200 km, dan bergantianlah menyetir bila ada pengemudi lain. Hindari makan terlalu kenyang sebelum menyetir dan cukupi minum air putih, terutama bila Anda berpuasa.',
      '## Siapkan rencana cadangan',
      'Unduh peta luring, catat lokasi bengkel resmi di sepanjang rute, dan simpan nomor Emergency Road Assistance 1500 898. Siapkan saldo uang elektronik untuk tol dengan jumlah cukup, serta kotak P3K, segitiga pengaman, dan pengisi daya ponsel di mobil.',
    ),
    author: 'Siti Rahmawati',
    publishedDate: '2026-02-20',
    tags: ['mudik', 'lebaran', 'perjalanan jauh', 'keselamatan'],
    relatedModelCodes: models('avanza', 'veloz', 'innovazenix'),
    heroColor: '#7a0019',
    readingMinutes: 6,
  },
  {
    slug: 'posko-siaga-mudik-kemudi-2026',
    title: 'Kemudi Toyota Buka 18 Posko Siaga Mudik Lebaran 2026',
    category: 'Berita',
    summary:
      'Posko siaga di jalur tol dan jalur arteri Jawa serta Sumatra siap membantu pemudik selama musim Lebaran.',
    body: paragraphs(
      'Kemudi Toyota menyiagakan 18 posko bantuan di jalur mudik Jawa dan Sumatra untuk musim Lebaran 2026. Posko beroperasi 24 jam mulai H-10 hingga H+10 Lebaran dan melayani seluruh pengemudi mobil Toyota.',
      'Setiap posko diperkuat teknisi bersertifikat, mobil layanan lengkap dengan peralatan, dan persediaan suku cadang yang sering dibutuhkan di perjalanan, seperti aki, sabuk mesin, selang radiator, dan bohlam lampu.',
      '## Lokasi posko',
      'Posko tersebar di titik-titik padat arus mudik, antara lain di rest area jalan tol Trans Jawa, jalur pantura, jalur selatan melalui Nagreg, serta jalur lintas timur Sumatra. Daftar lengkap posko dan nomor kontaknya tersedia di halaman Layanan Bengkel.',
      '## Layanan yang tersedia',
      'Pemudik dapat memperoleh pemeriksaan gratis kondisi kendaraan, pengecekan tekanan ban, dan penambahan air radiator. Perbaikan ringan dikenakan biaya suku cadang saja, sedangkan biaya jasa ditanggung Kemudi Toyota.',
      'Kepala layanan purna jual Kemudi Toyota, Rudi Hartanto, mengatakan posko siaga sudah menjadi tradisi perusahaan sejak lebih dari sepuluh tahun. Menurutnya, sebagian besar kasus yang ditangani adalah aki lemah dan ban bocor, dua hal yang sebenarnya bisa dicegah dengan pemeriksaan sebelum berangkat.',
      'Bagi pemudik yang mengalami kendala di luar jangkauan posko, Emergency Road Assistance 1500 898 tetap dapat dihubungi kapan saja.',
    ),
    author: 'Rizky Maulana',
    publishedDate: '2026-03-02',
    tags: ['mudik', 'posko siaga', 'layanan bengkel', 'lebaran'],
    relatedModelCodes: [],
    heroColor: '#c8102e',
    readingMinutes: 4,
  },
  {
    slug: 'home-service-hadir-di-denpasar-dan-makassar',
    title: 'Layanan Home Service Kini Hadir di Denpasar dan Makassar',
    category: 'Berita',
    summary:
      'Pelanggan di Denpasar dan Makassar kini bisa menservis mobil di rumah atau kantor tanpa harus ke bengkel.',
    body: paragraphs(
      `Mulai April 2026, layanan Home Service Kemudi Toyota resmi hadir di Denpasar dan Makassar. Dengan tambahan ini, layanan servis di rumah kini tersedia di ${NETWORK.homeServiceCities} kota tempat Kemudi Toyota beroperasi.`,
      'Melalui Home Service, teknisi datang ke alamat pilihan pelanggan dengan kendaraan layanan yang membawa peralatan, oli, dan suku cadang. Layanan ini cocok untuk servis berkala ringan, penggantian aki, penggantian kampas rem, serta pemeriksaan sebelum perjalanan jauh.',
      '## Cara memesan',
      'Pelanggan cukup memilih menu Home Service di situs atau aplikasi, mengisi data kendaraan, lalu memilih tanggal dan jam kunjungan. Konfirmasi jadwal dikirim melalui WhatsApp, termasuk nama teknisi yang akan datang.',
      '## Biaya',
      'Biaya jasa dan suku cadang Home Service sama dengan di bengkel. Untuk jarak hingga 15 km dari bengkel, tidak ada biaya kunjungan. Di atas jarak tersebut dikenakan biaya transportasi yang diinformasikan sebelum pemesanan dikonfirmasi.',
      'Kepala cabang Kemudi Toyota Denpasar, Made Suartana, menyebut banyak pelanggan di Bali adalah pelaku usaha pariwisata yang sulit meninggalkan tempat kerja. Layanan ini diharapkan membuat perawatan kendaraan tidak lagi tertunda.',
    ),
    author: 'Putu Ayu Lestari',
    publishedDate: '2026-03-24',
    tags: ['home service', 'denpasar', 'makassar', 'layanan bengkel'],
    relatedModelCodes: [],
    heroColor: '#123a6b',
    readingMinutes: 4,
  },
  {
    slug: 'tips-hemat-bbm-untuk-perjalanan-harian',
    title: 'Kebiasaan Sederhana untuk Menghemat BBM Setiap Hari',
    category: 'Tips',
    summary:
      'Konsumsi bahan bakar sangat dipengaruhi cara mengemudi. Berikut kebiasaan yang terbukti membantu.',
    body: paragraphs(
      'Harga bahan bakar yang terus menjadi perhatian membuat banyak pengemudi mencari cara agar pengeluaran bulanan lebih terkendali. Kabar baiknya, penghematan terbesar justru datang dari kebiasaan mengemudi, bukan dari alat tambahan yang dijual di pasaran.',
      '## Di balik kemudi',
      'Tekan pedal gas secara bertahap saat mulai melaju dan hindari akselerasi mendadak. Baca kondisi lalu lintas jauh ke depan sehingga Anda bisa melepas gas lebih awal ketika akan berhenti, alih-alih mengerem keras di detik terakhir. Di jalan tol, kecepatan konstan 80 sampai 90 km/jam umumnya paling efisien untuk mobil keluarga.',
      'Jangan biarkan mesin menyala lama saat menunggu. Memanaskan mesin cukup 30 detik sampai 1 menit untuk mobil modern berinjeksi; sisanya mesin akan mencapai suhu kerja sambil berjalan pelan.',
      '## Kondisi kendaraan',
      'Periksa tekanan ban setidaknya dua minggu sekali dalam kondisi ban dingin. Ban yang kurang angin menambah hambatan gulir dan bisa meningkatkan konsumsi bahan bakar secara nyata. Ganti filter udara dan busi sesuai jadwal, serta gunakan oli dengan kekentalan yang direkomendasikan buku manual.',
      'Kurangi beban yang tidak perlu di bagasi dan lepas rak atap bila tidak dipakai, karena rak atap menambah hambatan angin. Gunakan AC dengan suhu yang wajar; di kecepatan tinggi, AC justru lebih efisien dibanding membuka jendela.',
      '## Rencanakan perjalanan',
      'Gabungkan beberapa keperluan dalam satu perjalanan dan hindari jam sibuk bila memungkinkan. Mesin yang sudah panas lebih irit dibanding mesin yang berulang kali dinyalakan dalam keadaan dingin. Bagi Anda yang banyak berkendara di kota, mobil hybrid bisa menjadi pilihan karena motor listriknya bekerja paling efektif di lalu lintas tersendat.',
    ),
    author: 'Andreas Wijaya',
    publishedDate: '2026-04-10',
    tags: ['hemat bbm', 'cara mengemudi', 'efisiensi', 'hybrid'],
    relatedModelCodes: models('agya', 'yariscrosshybrid', 'innovahybrid'),
    heroColor: '#0f5132',
    readingMinutes: 5,
  },
  {
    slug: 'memilih-mobil-keluarga-yang-tepat',
    title: 'Memilih Mobil Keluarga yang Tepat: Empat Pertanyaan Sebelum Membeli',
    category: 'Tips',
    summary:
      'Jumlah penumpang, rute harian, anggaran total, dan fitur keselamatan menentukan mobil keluarga yang paling pas.',
    body: paragraphs(
      'Mobil keluarga biasanya dipakai bertahun-tahun, sehingga keputusan membelinya layak dipikirkan dengan tenang. Alih-alih langsung membandingkan harga, mulailah dengan menjawab beberapa pertanyaan tentang kebutuhan keluarga Anda.',
      '## Berapa orang yang rutin ikut?',
      'Bila keluarga Anda berempat dan jarang membawa kerabat, SUV kompak seperti Raize atau Yaris Cross sudah sangat memadai. Bila sering bepergian bersama orang tua atau membawa enam sampai tujuh orang, pilih mobil tujuh penumpang seperti Calya, Avanza, Veloz, atau Kijang Innova Zenix. Perhatikan juga kenyamanan baris ketiga, karena di sebagian mobil baris itu lebih cocok untuk anak-anak.',
      '## Seperti apa jalan yang dilalui?',
      'Rute harian di kota padat menguntungkan mobil bertransmisi otomatis dan bermesin efisien, termasuk hybrid. Bila sering melewati jalan rusak atau genangan, perhatikan jarak terendah ke tanah; Rush dan Fortuner unggul di sini.',
      '## Berapa anggaran totalnya?',
      'Hitung bukan hanya harga beli, tetapi juga angsuran, asuransi, pajak tahunan, bahan bakar, dan servis berkala. Sebagai pedoman, total cicilan kendaraan sebaiknya tidak melebihi sepertiga penghasilan bersih bulanan rumah tangga.',
      '## Fitur keselamatan apa yang penting?',
      'Untuk keluarga dengan anak kecil, pastikan tersedia titik kait kursi anak (ISOFIX), kantong udara yang memadai, dan kontrol stabilitas. Fitur bantuan pengemudi seperti peringatan tabrakan depan dan pemantau titik buta kini tersedia di sejumlah tipe dan sangat membantu di perjalanan jauh.',
      'Terakhir, lakukan test drive bersama keluarga. Ajak anggota keluarga duduk di setiap baris, coba lipat kursi, dan masukkan kereta dorong bayi ke bagasi bila perlu. Pengalaman langsung sering kali lebih meyakinkan daripada lembar spesifikasi.',
    ),
    author: 'Dian Permatasari',
    publishedDate: '2026-05-08',
    tags: ['mobil keluarga', 'panduan membeli', 'MPV', 'SUV'],
    relatedModelCodes: models('calya', 'avanza', 'veloz', 'innovazenix', 'raize'),
    heroColor: '#8a0f1e',
    readingMinutes: 6,
  },
  {
    slug: 'panduan-kredit-mobil-untuk-pemula',
    title: 'Panduan Kredit Mobil untuk Pemula: Uang Muka, Tenor, dan Bunga',
    category: 'Tips',
    summary:
      'Memahami istilah kredit mobil dan menghitung kemampuan bayar sebelum menandatangani perjanjian.',
    body: paragraphs(
      'Sebagian besar mobil baru di Indonesia dibeli secara kredit. Agar tidak menyesal di kemudian hari, pahami dulu komponen biaya kredit dan cara membandingkan penawaran.',
      '## Uang muka',
      'Uang muka atau DP adalah porsi harga yang Anda bayar di awal. Semakin besar DP, semakin kecil pokok pinjaman dan bunga yang dibayar. Perhatikan istilah total DP atau pembayaran pertama, yang biasanya mencakup uang muka, angsuran pertama, premi asuransi, dan biaya administrasi.',
      '## Tenor dan suku bunga',
      'Tenor adalah lama cicilan, umumnya 1 sampai 5 tahun. Tenor panjang membuat angsuran kecil, tetapi total bunga yang dibayar lebih besar. Suku bunga kredit mobil biasanya dinyatakan flat per tahun, artinya bunga dihitung dari pokok awal sepanjang tenor. Bandingkan penawaran dengan melihat total yang dibayar hingga lunas, bukan hanya angsuran bulanan.',
      '## Dokumen yang perlu disiapkan',
      'Untuk perorangan, siapkan KTP suami dan istri bila sudah menikah, kartu keluarga, NPWP, slip gaji atau rekening koran tiga bulan terakhir, serta bukti tempat tinggal. Wiraswasta biasanya diminta menyertakan izin usaha dan rekening koran enam bulan.',
      '## Hitung kemampuan bayar',
      'Jumlahkan semua cicilan yang sedang berjalan, termasuk kartu kredit dan pinjaman lain. Perusahaan pembiayaan umumnya menilai total cicilan aman bila tidak melebihi 30 sampai 35 persen penghasilan. Gunakan kalkulator kredit di halaman setiap mobil untuk mencoba berbagai kombinasi DP dan tenor.',
      'Sebelum menandatangani perjanjian, baca ketentuan pelunasan dipercepat dan denda keterlambatan. Sales konsultan Kemudi Toyota dapat membantu membandingkan simulasi dari beberapa perusahaan pembiayaan mitra secara transparan.',
    ),
    author: 'Yohanes Saputra',
    publishedDate: '2026-05-27',
    tags: ['kredit mobil', 'keuangan', 'uang muka', 'tenor'],
    relatedModelCodes: models('agya', 'avanza', 'raize'),
    heroColor: '#1d3557',
    readingMinutes: 6,
  },
  {
    slug: 'pameran-mobil-hybrid-kemudi-surabaya',
    title: 'Pameran Hybrid Kemudi Toyota di Surabaya Dikunjungi Ribuan Keluarga',
    category: 'Berita',
    summary:
      'Selama tiga hari, pengunjung mencoba lima model hybrid dan berkonsultasi langsung dengan teknisi.',
    body: paragraphs(
      'Pameran mobil hybrid yang digelar Kemudi Toyota di salah satu pusat perbelanjaan di Surabaya pada 12 sampai 14 Juni 2026 dikunjungi lebih dari 4.000 orang. Pameran menampilkan Yaris Cross Hybrid, Kijang Innova Zenix Hybrid, Corolla Cross Hybrid, Corolla Altis Hybrid, dan Camry Hybrid.',
      'Selain melihat unit, pengunjung dapat mencoba test drive di rute sekitar lokasi. Tercatat lebih dari 600 sesi test drive selama tiga hari, dengan Kijang Innova Zenix Hybrid menjadi model yang paling banyak dicoba.',
      '## Klinik hybrid',
      'Panitia menyediakan klinik hybrid tempat pengunjung bertanya langsung kepada teknisi tentang cara kerja baterai, biaya perawatan, dan umur pakai komponen. Pertanyaan yang paling sering muncul adalah apakah mobil hybrid aman melewati genangan dan apakah perlu diisi daya di rumah.',
      'Teknisi menjelaskan bahwa mobil hybrid Toyota tidak perlu diisi daya karena baterai terisi dari mesin dan pengereman. Komponen tegangan tinggi juga terisolasi dengan baik, meski batas aman melintasi genangan tetap sama dengan mobil biasa.',
      'Kepala cabang Kemudi Toyota Surabaya Ahmad Yani, Bambang Setiawan, mengatakan minat terhadap mobil hybrid di Jawa Timur terus meningkat, terutama dari keluarga muda dan pengusaha yang menempuh jarak jauh setiap hari.',
      'Pameran serupa direncanakan hadir di Semarang dan Yogyakarta pada paruh kedua 2026.',
    ),
    author: 'Rizky Maulana',
    publishedDate: '2026-06-16',
    tags: ['hybrid', 'pameran', 'surabaya', 'test drive'],
    relatedModelCodes: models('yariscrosshybrid', 'innovahybrid', 'corollacrosshybrid', 'camryhybrid'),
    heroColor: '#0f4c5c',
    readingMinutes: 4,
  },
  {
    slug: 'login-satu-akun-di-situs-dan-aplikasi-kemudi',
    title: 'Satu Akun untuk Situs dan Aplikasi Kemudi Toyota',
    category: 'Berita',
    summary:
      'Mulai 1 Juli 2026, pelanggan cukup masuk sekali untuk memakai layanan penjualan, servis, dan aksesoris.',
    body: paragraphs(
      'Kemudi Toyota memperkenalkan akun terpadu yang berlaku di situs web dan aplikasi seluler mulai 1 Juli 2026. Dengan akun ini, pelanggan tidak perlu lagi membuat akun terpisah untuk booking servis, membeli aksesoris, atau memantau pesanan mobil baru.',
      '## Apa yang berubah',
      'Riwayat servis, kupon, keranjang belanja, dan data kendaraan kini tersimpan di satu tempat. Ketika pelanggan masuk di aplikasi, halaman yang dibuka dari aplikasi ke situs akan langsung mengenali akunnya tanpa perlu masuk ulang.',
      'Pelanggan lama cukup masuk dengan nomor ponsel atau email yang sudah terdaftar. Sistem akan meminta verifikasi kode OTP satu kali untuk menggabungkan data dari akun-akun sebelumnya.',
      '## Keamanan',
      'Sesi login dilindungi token yang tersimpan aman dan akan berakhir otomatis bila tidak ada aktivitas dalam waktu tertentu. Kemudi Toyota tidak pernah meminta kode OTP melalui telepon atau pesan pribadi, sehingga pelanggan diimbau tidak membagikan kode tersebut kepada siapa pun.',
      'Bila mengalami kendala saat masuk, pelanggan dapat menghubungi call centre atau mengirim pesan WhatsApp ke layanan pelanggan Kemudi Toyota.',
    ),
    author: 'Nadia Kusuma',
    publishedDate: '2026-07-01',
    tags: ['akun', 'aplikasi', 'layanan digital', 'keamanan'],
    relatedModelCodes: [],
    heroColor: '#23262b',
    readingMinutes: 3,
  },
  {
    slug: 'persiapan-sebelum-test-drive',
    title: 'Persiapan Sebelum Test Drive agar Tidak Salah Pilih Mobil',
    category: 'Tips',
    summary:
      'Test drive yang terencana membantu Anda menilai kenyamanan, visibilitas, dan karakter mesin dengan objektif.',
    body: paragraphs(
      'Test drive adalah kesempatan terbaik untuk merasakan apakah sebuah mobil cocok dengan gaya berkendara Anda. Sayangnya, banyak orang hanya berkeliling sebentar tanpa tahu apa yang perlu dinilai.',
      '## Sebelum berangkat',
      'Jadwalkan test drive melalui situs agar unit dan sales konsultan sudah siap saat Anda datang. Bawa SIM A yang masih berlaku, dan bila memungkinkan ajak orang yang biasanya ikut bepergian bersama Anda. Catat hal-hal yang paling penting bagi Anda, misalnya kenyamanan baris kedua atau kemudahan parkir.',
      '## Atur posisi duduk',
      'Sebelum melaju, atur kursi, setir, dan spion hingga nyaman. Perhatikan apakah pandangan ke depan dan samping cukup luas, dan apakah pilar depan menghalangi pandangan saat berbelok. Posisi duduk yang pas sangat menentukan kenyamanan di perjalanan panjang.',
      '## Yang perlu dicoba di jalan',
      'Rasakan respons mesin saat mulai melaju dan saat menyalip. Coba melewati polisi tidur untuk menilai bantingan suspensi, dan perhatikan kebisingan angin serta ban di kecepatan sedang. Bila memungkinkan, coba parkir mundur untuk menguji kamera dan sensor parkir.',
      '## Setelah test drive',
      'Minta sales konsultan menjelaskan perbedaan tipe dan fitur yang baru Anda coba, lalu tanyakan estimasi biaya servis berkala. Jangan merasa harus memutuskan hari itu juga. Bandingkan dengan catatan Anda, dan bila perlu jadwalkan test drive kedua untuk tipe lain.',
    ),
    author: 'Fajar Nugroho',
    publishedDate: '2026-07-20',
    tags: ['test drive', 'panduan membeli', 'mobil baru'],
    relatedModelCodes: models('yariscross', 'veloz', 'raize'),
    heroColor: '#b3001b',
    readingMinutes: 5,
  },
  {
    slug: 'pentingnya-servis-berkala',
    title: 'Mengapa Servis Berkala Tidak Boleh Ditunda',
    category: 'Tips',
    summary:
      'Servis berkala menjaga performa, keselamatan, nilai jual, dan garansi kendaraan Anda.',
    body: paragraphs(
      'Banyak pemilik mobil menunda servis karena merasa kendaraannya masih baik-baik saja. Padahal, servis berkala dirancang untuk mencegah kerusakan, bukan memperbaikinya setelah terjadi.',
      '## Interval yang dianjurkan',
      'Mobil Toyota umumnya dijadwalkan servis setiap 10.000 km atau 6 bulan, mana yang lebih dahulu tercapai. Patokan waktu ini penting bagi mobil yang jarang dipakai, karena oli tetap mengalami penurunan kualitas meski jarak tempuhnya sedikit.',
      '## Apa saja yang dikerjakan',
      'Pada servis kecil, teknisi mengganti oli mesin dan memeriksa puluhan titik, mulai dari rem, kaki-kaki, hingga kelistrikan. Pada kelipatan tertentu, dilakukan penggantian filter udara, filter kabin, busi, minyak rem, dan cairan pendingin sesuai buku servis.',
      '## Keuntungan jangka panjang',
      'Mobil dengan riwayat servis resmi yang lengkap lebih mudah dijual dan biasanya dihargai lebih tinggi. Servis tepat waktu juga menjadi syarat berlakunya garansi pabrikan. Selain itu, masalah kecil seperti kampas rem yang menipis atau sabuk yang retak bisa ditemukan sebelum membahayakan.',
      '## Cara praktis menjadwalkan',
      'Gunakan fitur Servis Booking untuk memilih bengkel, tanggal, dan jam kedatangan. Bila sulit meluangkan waktu ke bengkel, Home Service memungkinkan teknisi datang ke rumah atau kantor Anda untuk servis berkala ringan.',
      'Simpan buku servis di mobil dan pastikan setiap kunjungan tercatat. Riwayat servis juga dapat dilihat di menu akun Anda.',
    ),
    author: 'Hendra Gunawan',
    publishedDate: '2026-08-05',
    tags: ['servis berkala', 'perawatan', 'garansi', 'booking service'],
    relatedModelCodes: models('avanza', 'innovazenix', 'fortuner'),
    heroColor: '#1a1a1a',
    readingMinutes: 5,
  },
  {
    slug: 'kemudi-raih-penghargaan-dealer-terbaik-2026',
    title: 'Kemudi Toyota Raih Penghargaan Dealer Purna Jual Terbaik 2026',
    category: 'Berita',
    summary:
      'Tiga cabang Kemudi Toyota meraih penghargaan nasional untuk kualitas layanan servis dan kepuasan pelanggan.',
    body: paragraphs(
      'Kemudi Toyota meraih penghargaan Dealer Purna Jual Terbaik tingkat nasional dalam ajang apresiasi jaringan dealer Toyota yang diumumkan di Jakarta pada 18 Agustus 2026. Penilaian didasarkan pada survei kepuasan pelanggan, ketepatan waktu pengerjaan, dan kualitas hasil servis sepanjang tahun sebelumnya.',
      'Tiga cabang mendapat sorotan khusus: Kemudi Toyota Sunter untuk kategori bengkel dengan volume servis terbesar, Kemudi Toyota Bandung Soekarno-Hatta untuk kategori kecepatan layanan, dan Kemudi Toyota Sidoarjo untuk kategori bodi dan cat.',
      '## Kunci pencapaian',
      'Direktur Layanan Purna Jual Kemudi Toyota, Lestari Handayani, menyebut penghargaan ini hasil kerja seluruh teknisi dan penasihat servis. Menurutnya, sistem booking daring dan laporan pemeriksaan bergambar melalui WhatsApp membuat pelanggan lebih percaya pada rekomendasi teknisi.',
      'Sepanjang 2025, rata-rata waktu tunggu servis berkala di bengkel Kemudi Toyota turun menjadi 85 menit, sementara tingkat pengerjaan ulang karena keluhan yang sama berada di bawah satu persen.',
      '## Komitmen ke depan',
      'Kemudi Toyota berencana menambah 40 stall servis baru dan memperluas Home Service ke lebih banyak kota hingga akhir 2027. Pelatihan teknisi untuk kendaraan hybrid dan listrik juga terus diperluas seiring bertambahnya populasi kendaraan elektrifikasi.',
    ),
    author: 'Nadia Kusuma',
    publishedDate: '2026-08-19',
    tags: ['penghargaan', 'purna jual', 'kemudi toyota'],
    relatedModelCodes: [],
    heroColor: '#9d0208',
    readingMinutes: 3,
  },
  {
    slug: 'merawat-mobil-hybrid',
    title: 'Merawat Mobil Hybrid: Lebih Sederhana dari yang Dibayangkan',
    category: 'Tips',
    summary:
      'Mobil hybrid tetap butuh servis berkala, ditambah beberapa perhatian khusus pada baterai dan sistem pendinginnya.',
    body: paragraphs(
      'Banyak calon pembeli ragu memilih mobil hybrid karena khawatir perawatannya rumit dan mahal. Kenyataannya, perawatan rutin mobil hybrid Toyota tidak jauh berbeda dari mobil bensin biasa.',
      '## Servis berkala tetap sama',
      'Mesin bensin pada mobil hybrid tetap memerlukan penggantian oli, filter, dan busi sesuai jadwal. Karena mesin sering mati saat mobil berjalan dengan tenaga listrik, beberapa komponen justru lebih awet. Kampas rem, misalnya, cenderung lebih tahan lama karena sebagian pengereman dilakukan oleh motor listrik.',
      '## Jaga pendinginan baterai',
      'Baterai hybrid didinginkan oleh kipas yang mengambil udara dari kabin, biasanya melalui lubang di dekat kursi belakang. Jangan menutupi lubang ini dengan barang atau karpet tambahan. Minta teknisi membersihkan filter dan kipas baterai pada servis berkala, terutama bila mobil sering membawa hewan peliharaan atau dipakai di daerah berdebu.',
      '## Jangan dibiarkan terlalu lama',
      'Bila mobil tidak akan dipakai lebih dari dua minggu, nyalakan sistem hybrid dalam posisi siap jalan selama sekitar 30 menit setiap minggu agar aki 12 volt dan baterai hybrid tetap terjaga.',
      '## Pilih bengkel yang tepat',
      'Sistem tegangan tinggi hanya boleh ditangani teknisi terlatih dengan peralatan khusus. Bengkel Kemudi Toyota memiliki teknisi bersertifikat hybrid yang dapat memeriksa kesehatan baterai dan memberikan laporan kondisinya pada setiap kunjungan servis.',
    ),
    author: 'Andreas Wijaya',
    publishedDate: '2026-09-02',
    tags: ['hybrid', 'perawatan', 'baterai', 'servis berkala'],
    relatedModelCodes: models('yariscrosshybrid', 'innovahybrid', 'corollacrosshybrid', 'corollaaltishybrid', 'camryhybrid'),
    heroColor: '#0f5132',
    readingMinutes: 5,
  },
  {
    slug: 'memahami-aturan-ganjil-genap-jakarta',
    title: 'Memahami Aturan Ganjil Genap di Jakarta',
    category: 'Tips',
    summary:
      'Jam berlaku, cara membaca pelat nomor, pengecualian, dan tips mengatur perjalanan agar tidak terkena tilang.',
    body: paragraphs(
      'Pembatasan lalu lintas ganjil genap diterapkan di sejumlah ruas jalan utama Jakarta untuk mengurangi kepadatan pada jam sibuk. Aturan ini masih sering membingungkan, terutama bagi pengemudi dari luar kota.',
      '## Cara kerjanya',
      'Angka terakhir pada pelat nomor menentukan hari Anda boleh melintas. Pelat berakhiran angka ganjil boleh melintas pada tanggal ganjil, dan pelat berakhiran angka genap pada tanggal genap. Angka nol dihitung sebagai genap.',
      '## Kapan berlaku',
      'Pembatasan berlaku pada hari Senin sampai Jumat, pada pagi hari sekitar pukul 06.00 sampai 10.00 dan sore hingga malam sekitar pukul 16.00 sampai 21.00. Akhir pekan dan hari libur nasional tidak termasuk. Ruas jalan dan jam berlakunya dapat berubah, jadi selalu periksa pengumuman resmi Dinas Perhubungan sebelum bepergian.',
      '## Siapa yang dikecualikan',
      'Beberapa kendaraan dikecualikan, antara lain kendaraan listrik berbasis baterai, sepeda motor, ambulans, pemadam kebakaran, angkutan umum berpelat kuning, dan kendaraan penyandang disabilitas. Perlu dicatat, mobil hybrid bukan kendaraan listrik berbasis baterai sehingga tetap terkena aturan ganjil genap.',
      '## Tips mengatur perjalanan',
      'Gunakan aplikasi peta yang menandai ruas ganjil genap dan rencanakan rute alternatif pada hari pelat Anda tidak berlaku. Berangkat lebih pagi sebelum jam pembatasan juga bisa menjadi solusi. Bila sering melintasi ruas tersebut, kombinasi dengan transportasi umum untuk sebagian perjalanan sering kali lebih praktis.',
      'Pelanggaran tercatat oleh kamera tilang elektronik, dan surat konfirmasi dikirim ke alamat pemilik kendaraan sesuai STNK. Pastikan alamat pada STNK selalu diperbarui.',
    ),
    author: 'Siti Rahmawati',
    publishedDate: '2026-10-07',
    tags: ['ganjil genap', 'jakarta', 'lalu lintas', 'berkendara'],
    relatedModelCodes: models('bz4x'),
    heroColor: '#14365d',
    readingMinutes: 4,
  },
  {
    slug: 'kemudi-toyota-resmikan-dealer-cikarang',
    title: `Kemudi Toyota Resmikan Dealer Ke-${NETWORK.cikarang} di Cikarang`,
    category: 'Berita',
    summary:
      'Dealer baru dengan fasilitas penjualan, servis, dan suku cadang hadir untuk warga kawasan industri Cikarang.',
    body: paragraphs(
      `Kemudi Toyota meresmikan dealer ke-${NETWORK.cikarang} di Cikarang, Kabupaten Bekasi, pada 5 November 2026. Dealer ini melengkapi jaringan Kemudi Toyota di timur Jakarta bersama cabang Bekasi Kalimalang.`,
      'Dealer Cikarang berdiri di atas lahan seluas 6.500 meter persegi dengan ruang pamer yang mampu menampung 12 unit mobil. Bengkelnya memiliki 14 stall servis umum, area bodi dan cat dengan ruang oven cat, serta gudang suku cadang yang terhubung langsung dengan pusat distribusi.',
      '## Melayani kawasan industri',
      'Cikarang merupakan salah satu kawasan industri terbesar di Indonesia dengan ratusan ribu pekerja. Kemudi Toyota menyiapkan tim penjualan korporat untuk kebutuhan armada perusahaan, mulai dari Hiace untuk antar jemput karyawan hingga Hilux untuk kendaraan operasional.',
      'Direktur Utama Kemudi Toyota, Teguh Wibisono, mengatakan kehadiran dealer ini menjawab permintaan pelanggan yang sebelumnya harus menempuh jarak cukup jauh untuk servis. Bengkel Cikarang juga membuka layanan servis hingga malam hari untuk pekerja yang baru pulang kerja.',
      '## Program grand opening',
      'Selama masa grand opening hingga akhir Desember 2026, pembeli mendapat potongan harga tambahan dan hadiah langsung, sementara pelanggan servis mendapat gratis biaya jasa untuk 500 booking pertama. Detail program tersedia di halaman Promo.',
    ),
    author: 'Rizky Maulana',
    publishedDate: '2026-11-06',
    tags: ['dealer baru', 'cikarang', 'grand opening', 'kemudi toyota'],
    relatedModelCodes: models('hiace', 'hilux-4x2', 'avanza'),
    heroColor: '#a4161a',
    readingMinutes: 4,
  },
  {
    slug: 'merawat-aki-dan-ban-di-musim-hujan',
    title: 'Aki dan Ban: Dua Komponen yang Paling Diuji di Musim Hujan',
    category: 'Tips',
    summary:
      'Tanda aki mulai melemah, cara memeriksa ban, dan kapan waktunya mengganti keduanya.',
    body: paragraphs(
      'Memasuki musim hujan, beban aki meningkat karena lampu, wiper, dan penghilang embun lebih sering menyala. Pada saat yang sama, ban harus bekerja keras membuang air agar mobil tetap mencengkeram jalan.',
      '## Tanda aki melemah',
      'Perhatikan bila mesin terasa berat saat distarter, lampu meredup ketika mesin dinyalakan, atau jam di panel instrumen sering kembali ke pengaturan awal. Aki kering umumnya bertahan dua sampai tiga tahun, tergantung pemakaian. Bengkel dapat mengukur kesehatan aki dalam beberapa menit dengan alat penguji.',
      '## Periksa ban secara rutin',
      'Kedalaman alur ban minimal yang aman adalah 1,6 mm, ditandai indikator keausan di dasar alur. Namun di musim hujan, ban dengan alur di bawah 3 mm sudah jauh berkurang kemampuannya membuang air sehingga risiko aquaplaning meningkat. Periksa juga retakan di dinding ban dan tanggal produksinya; ban yang berumur lebih dari lima tahun sebaiknya dievaluasi meski alurnya masih tebal.',
      '## Tekanan angin',
      'Ban yang kurang angin membuat telapak ban melengkung sehingga air sulit dibuang. Gunakan tekanan sesuai stiker di pilar pintu, dan periksa dalam kondisi ban dingin, idealnya pagi hari sebelum berkendara.',
      '## Jangan lupakan wiper',
      'Karet wiper yang mengeras meninggalkan garis air yang mengganggu pandangan di malam hari. Ganti karet wiper setiap enam sampai dua belas bulan, dan isi tabung air wiper dengan cairan pembersih kaca, bukan sabun cuci piring.',
    ),
    author: 'Fajar Nugroho',
    publishedDate: '2026-11-12',
    tags: ['musim hujan', 'aki', 'ban', 'perawatan'],
    relatedModelCodes: models('agya', 'calya', 'rush'),
    heroColor: '#0a2a4a',
    readingMinutes: 4,
  },
];

// ---------------------------------------------------------------------------------------------
// Reviews (§3 Customer review). Every message is hand-written; dates and the verified flag are
// derived from the row's position so that the seed stays deterministic.
// ---------------------------------------------------------------------------------------------

type Rating = 1 | 2 | 3 | 4 | 5;
type ServiceReviewCode = 'booking-service' | 'home-service' | 'body-paint' | 'trade-in';
/** [objectCode, reviewerName, reviewerCity, rating, title, message] */
type ReviewSource<Code extends string> = readonly [Code, string, string, Rating, string, string];

const NEW_CAR_REVIEWS: readonly ReviewSource<ModelCode>[] = [
  // Avanza
  ['avanza', 'Rudi H.', 'Bekasi', 5, 'Pas untuk keluarga besar', 'Sudah tiga bulan dipakai antar jemput anak sekolah dan mudik ke Cirebon. Kabinnya lega, AC baris kedua dingin sampai belakang, dan konsumsi BBM di tol sekitar 15 km per liter.'],
  ['avanza', 'Sri Wahyuni', 'Semarang', 5, 'Irit dan bandel', 'Mesinnya halus dan tarikannya cukup untuk tanjakan ke Bandungan dengan tujuh penumpang. Servis pertama juga cepat, kurang dari dua jam.'],
  ['avanza', 'Yusuf A.', 'Makassar', 4, 'Nyaman, suspensi agak keras', 'Secara umum puas, ruang kaki baris kedua luas dan bagasi muat banyak. Hanya saja suspensi terasa agak keras saat mobil kosong, lebih enak kalau penumpangnya penuh.'],
  ['avanza', 'Lina M.', 'Jakarta Timur', 5, 'Proses cepat', 'Dari SPK sampai mobil diantar ke rumah hanya sepuluh hari. Salesnya sabar menjelaskan perbedaan tipe E dan G.'],
  ['avanza', 'Bayu S.', 'Palembang', 3, 'Kabin cukup bising di tol', 'Mobilnya irit dan lapang, tapi di atas 100 km/jam suara angin dan ban cukup terdengar. Untuk harga segini masih wajar, cuma perlu tambahan peredam kalau sering ke luar kota.'],
  ['avanza', 'Nurhayati', 'Bogor', 5, 'Mobil pertama keluarga', 'Ini mobil pertama kami dan pilihan Avanza tidak salah. Kamera mundurnya sangat membantu saya yang baru belajar parkir.'],
  ['avanza', 'Agus T.', 'Medan', 4, 'Tangguh untuk jalan luar kota', 'Dipakai bolak-balik Medan–Berastagi tiap minggu, tidak ada keluhan. Pengereman mantap di turunan, hanya jok baris ketiga kurang nyaman untuk orang dewasa.'],
  ['avanza', 'Wulan P.', 'Sidoarjo', 5, 'Perawatan murah', 'Biaya servis berkalanya terjangkau dan suku cadang selalu tersedia. Sudah 20.000 km tanpa masalah berarti.'],
  ['avanza', 'Hendra K.', 'Tangerang', 2, 'Inden lebih lama dari janji', 'Mobilnya sendiri bagus, tapi warna yang saya pesan baru datang hampir dua bulan, padahal awalnya dijanjikan tiga minggu. Tolong informasi inden disampaikan lebih jujur sejak awal.'],
  ['avanza', 'Dewi A.', 'Yogyakarta', 4, 'Praktis untuk usaha katering', 'Kursi baris ketiga bisa dilipat sehingga muat banyak kotak makanan. Konsumsi BBM dalam kota sekitar 11 km per liter, cukup hemat.'],
  ['avanza', 'Fikri R.', 'Depok', 5, 'Transmisi CVT halus', 'Tipe G CVT sangat nyaman di macetnya Margonda, tidak ada hentakan sama sekali. Head unit layar sentuhnya juga mudah tersambung ke ponsel.'],
  ['avanza', 'Ratna S.', 'Denpasar', 4, 'Cocok untuk sewa wisata', 'Saya pakai untuk usaha antar wisatawan dan tamu selalu memuji kabinnya yang bersih dan dingin. Semoga nilai jualnya tetap bagus seperti generasi sebelumnya.'],
  // Veloz
  ['veloz', 'Anton W.', 'Jakarta Selatan', 5, 'Tampilan premium', 'Dari depan kelihatan mewah, dan interiornya jauh lebih rapi dari perkiraan saya. Lampu ambient di kabin disukai anak-anak.'],
  ['veloz', 'Maya R.', 'Bandung', 5, 'Fitur keselamatan lengkap', 'Tipe Q sudah dilengkapi peringatan tabrakan depan dan pemantau titik buta, sangat membantu di tol Cipularang. Saya dan suami sama-sama nyaman menyetirnya.'],
  ['veloz', 'Irfan M.', 'Surabaya', 4, 'Enak dikendarai, tenaga pas-pasan', 'Handlingnya stabil dan setirnya ringan. Saat penuh tujuh orang dan menanjak, tenaga mesin terasa pas-pasan, jadi perlu sabar.'],
  ['veloz', 'Citra L.', 'Tangerang Selatan', 5, 'Pelayanan dealer memuaskan', 'Sales di BSD sangat responsif lewat WhatsApp, bahkan mengirim video unit sebelum saya datang. Saat serah terima semua fitur dijelaskan satu per satu.'],
  ['veloz', 'Reza F.', 'Balikpapan', 4, 'Kabin nyaman untuk jarak jauh', 'Perjalanan Balikpapan–Samarinda terasa tidak melelahkan. Jok baris kedua bisa direbahkan, hanya saja bagasi jadi sempit kalau baris ketiga dipakai.'],
  ['veloz', 'Novi K.', 'Jakarta Barat', 3, 'Bagus tapi harga naik', 'Mobilnya menyenangkan, tapi harga tipe Q naik tepat saat saya baru mau transaksi. Semoga ke depannya ada pemberitahuan lebih awal bila akan ada penyesuaian harga.'],
  ['veloz', 'Stefanus D.', 'Semarang', 5, 'Mode rata untuk tidur', 'Jok yang bisa dibuat rata sangat berguna saat perjalanan malam, anak-anak bisa tidur nyenyak. Konsumsi BBM di tol tembus 16 km per liter.'],
  ['veloz', 'Rahmat H.', 'Banda Aceh', 4, 'Kokoh dan tenang', 'Suspensinya lebih empuk dibanding mobil saya sebelumnya. Servis di Banda Aceh juga mudah, tinggal booking lewat situs.'],
  ['veloz', 'Ayu P.', 'Denpasar', 5, 'Anak-anak suka', 'Ada port USB di setiap baris sehingga tidak ada lagi rebutan pengisi daya. Parkir di jalan sempit Denpasar juga mudah dengan kamera 360.'],
  ['veloz', 'Gilang S.', 'Bekasi', 4, 'Tidak menyesal naik kelas', 'Saya pindah dari Avanza lama dan terasa sekali peningkatan kualitas kabinnya. Hanya respons layar head unit kadang agak lambat saat baru dinyalakan.'],
  // Kijang Innova Zenix
  ['innovazenix', 'Budi P.', 'Jakarta Utara', 5, 'Nyaman seperti sedan', 'Bantingannya halus sekali, orang tua saya yang biasanya mabuk perjalanan kini tidak lagi. Kursi kapten baris kedua sangat nyaman.'],
  ['innovazenix', 'Yanti S.', 'Bandung', 5, 'Senyap di kecepatan tinggi', 'Kabinnya hening, bisa mengobrol dengan penumpang belakang tanpa harus bersuara keras. Sangat pas untuk perjalanan keluarga ke luar kota.'],
  ['innovazenix', 'Heru W.', 'Surabaya', 4, 'Mobil keluarga terbaik saat ini', 'Ruang kabin luas dan fiturnya lengkap. Sayangnya inden tipe tertentu cukup lama, saya menunggu sekitar enam minggu.'],
  ['innovazenix', 'Kartika N.', 'Medan', 5, 'Bagasi besar', 'Koper tiga orang masih muat walau baris ketiga terpakai. Tenaga mesin bensinnya cukup responsif untuk jalur Medan–Parapat.'],
  ['innovazenix', 'Joko S.', 'Sleman', 4, 'Mantap tapi lebar', 'Nyaman dan stabil. Karena bodinya lebar, masuk gang di sekitar rumah perlu hati-hati, untung sensor parkirnya membantu.'],
  ['innovazenix', 'Fransiska T.', 'Jakarta Selatan', 5, 'Purna jual yang baik', 'Servis pertama di Fatmawati dikerjakan rapi dan saya dapat laporan pemeriksaan lengkap dengan foto. Mobilnya sendiri tidak ada keluhan.'],
  ['innovazenix', 'Arif W.', 'Palembang', 3, 'Boros di kemacetan', 'Di tol cukup irit, tetapi di kota yang macet konsumsinya sekitar 9 km per liter untuk versi bensin. Kalau lebih sering di kota, mungkin versi hybrid lebih cocok.'],
  ['innovazenix', 'Hana F.', 'Tangerang', 5, 'AC atap favorit anak-anak', 'Anak-anak di baris ketiga tetap sejuk berkat lubang AC di plafon. Layar 10,1 inci dengan Android Auto memudahkan navigasi saat perjalanan jauh.'],
  ['innovazenix', 'Michael S.', 'Makassar', 5, 'Layak dengan harganya', 'Awalnya ragu dengan harganya, tetapi setelah dipakai setahun, kualitas dan kenyamanannya sepadan. Belum ada satu pun bunyi-bunyian di kabin.'],
  ['innovazenix', 'Eko P.', 'Semarang', 4, 'Nyaman untuk orang tua', 'Pijakan masuk yang rendah memudahkan ibu saya naik dan turun. Hanya saja lampu kabin belakang agak redup untuk membaca.'],
  // Yaris Cross
  ['yariscross', 'Tiara A.', 'Jakarta Pusat', 5, 'Lincah di kota', 'Ukurannya pas untuk jalanan Jakarta dan mudah diparkir di mal. Ground clearance-nya tinggi, jadi tidak khawatir saat lewat genangan ringan.'],
  ['yariscross', 'Dimas R.', 'Yogyakarta', 5, 'Desain yang mencuri perhatian', 'Banyak orang bertanya tentang mobil ini saat parkir. Bagasinya lebih luas dari yang terlihat, muat dua koper besar.'],
  ['yariscross', 'Laras S.', 'Bandung', 4, 'Enak untuk berdua', 'Sangat enak dibawa sendiri atau berdua. Untuk tiga orang dewasa di baris kedua memang agak sempit.'],
  ['yariscross', 'Wahyu N.', 'Depok', 4, 'Fitur keselamatan membantu', 'Fitur menjaga lajur dan peringatan tabrakan bekerja dengan baik. Kadang peringatannya terasa terlalu sensitif di jalan sempit, tapi bisa diatur.'],
  ['yariscross', 'Rini H.', 'Sidoarjo', 5, 'Serah terima berkesan', 'Serah terima di Sidoarjo dibuat seperti acara kecil, keluarga diajak foto bersama. Mobilnya halus dan responsif.'],
  ['yariscross', 'Ilham B.', 'Makassar', 3, 'Bantingan agak keras', 'Mobilnya stabil di tikungan, tetapi di jalan bergelombang bantingannya terasa keras untuk penumpang belakang.'],
  ['yariscross', 'Vivi O.', 'Tangerang Selatan', 5, 'Head unit mudah dipakai', 'Sambungan nirkabel ke ponsel stabil dan navigasi terlihat jelas di layar. Konsumsi BBM campuran sekitar 14 km per liter.'],
  ['yariscross', 'Doni K.', 'Bogor', 4, 'Cocok untuk keluarga muda', 'Kursi anak mudah dipasang di titik ISOFIX. Saya berharap ada kisi AC untuk penumpang belakang.'],
  ['yariscross', 'Sarah M.', 'Balikpapan', 5, 'Santai di tanjakan', 'Jalan di Balikpapan banyak tanjakan dan mobil ini tidak kesulitan sama sekali. Remnya pakem dan mudah dikontrol.'],
  // Fortuner
  ['fortuner', 'Hartono G.', 'Medan', 5, 'Gagah dan bertenaga', 'Mesin dieselnya bertenaga dan tetap irit untuk ukuran SUV besar. Perjalanan ke Danau Toba jadi terasa ringan.'],
  ['fortuner', 'Indra L.', 'Balikpapan', 5, 'Andalan untuk kerja lapangan', 'Saya pakai untuk mengecek lokasi proyek dengan jalan tanah dan berlumpur. Penggerak empat rodanya sangat membantu dan belum pernah mengecewakan.'],
  ['fortuner', 'Setiawati', 'Jakarta Selatan', 4, 'Nyaman tapi besar', 'Posisi duduk yang tinggi memberi rasa aman. Karena bodinya besar, parkir di gedung perkantoran Jakarta perlu kesabaran.'],
  ['fortuner', 'Robert T.', 'Surabaya', 5, 'Kualitas terjaga', 'Ini Fortuner kedua saya dan kualitasnya tetap konsisten. Kamera 360 di tipe GR sangat membantu saat manuver di tempat sempit.'],
  ['fortuner', 'Dedi M.', 'Palembang', 4, 'Tenaga besar, sedikit limbung', 'Tenaganya luar biasa untuk menyalip di jalan lintas. Di tikungan cepat bodi masih terasa sedikit limbung, wajar untuk mobil setinggi ini.'],
  ['fortuner', 'Andi P.', 'Makassar', 5, 'Proses kredit lancar', 'Pengajuan kredit disetujui dalam dua hari dan sales menjelaskan semua biaya dengan terbuka. Mobil datang tepat waktu.'],
  ['fortuner', 'Yuliana K.', 'Bandung', 2, 'Kabar pengiriman minim', 'Mobilnya sesuai harapan, tetapi setelah SPK saya sulit mendapat kabar tentang jadwal pengiriman. Harus menelepon beberapa kali baru ada kepastian.'],
  ['fortuner', 'Teguh S.', 'Semarang', 5, 'Perjalanan jauh tanpa lelah', 'Semarang–Jakarta lewat tol tanpa terasa lelah. Cruise control dan jok elektrik membuat posisi menyetir pas.'],
  ['fortuner', 'Bagus W.', 'Denpasar', 4, 'Kokoh untuk jalan pegunungan', 'Jalan menanjak ke Kintamani dilalui dengan mudah. Konsumsi solar sekitar 11 km per liter di jalur campuran.'],
  ['fortuner', 'Rina A.', 'Banda Aceh', 5, 'Bangga memakainya', 'Desain depannya terlihat gagah dan berwibawa. Servis berkala di Banda Aceh juga selalu tepat waktu.'],
  // Agya GR Sport
  ['agyagrsport', 'Kevin A.', 'Jakarta Barat', 5, 'Mobil pertama yang sporty', 'Untuk mobil pertama, tampilannya keren dan gampang dikendarai. Parkir paralel di depan ruko jadi tidak menakutkan.'],
  ['agyagrsport', 'Nabila F.', 'Bandung', 4, 'Lincah dan irit', 'Konsumsi BBM sekitar 17 km per liter dalam kota. Kabin belakang cukup untuk dua orang dewasa, bagasinya agak kecil.'],
  ['agyagrsport', 'Aldi P.', 'Surabaya', 5, 'Tarikan responsif', 'Transmisi CVT-nya responsif dan setir terasa lebih mantap dibanding Agya biasa. Setelan suspensinya cocok untuk jalan kota.'],
  ['agyagrsport', 'Putri S.', 'Yogyakarta', 5, 'Cocok untuk mahasiswa', 'Saya pakai untuk kuliah dan kerja paruh waktu, biaya perawatannya ringan sekali. Warnanya juga menarik.'],
  ['agyagrsport', 'Gerry L.', 'Tangerang', 3, 'Suara mesin masuk kabin', 'Untuk harga segini fiturnya sudah lengkap, tapi suara mesin cukup masuk ke kabin saat akselerasi. Di kota tidak terlalu terasa.'],
  ['agyagrsport', 'Siska W.', 'Semarang', 4, 'Terlihat lebih mahal', 'Body kit GR Sport membuatnya terlihat lebih mahal dari harganya. Hanya saja sandaran kepala jok belakang tidak bisa diatur tingginya.'],
  ['agyagrsport', 'Hafiz R.', 'Medan', 5, 'Gesit di kemacetan', 'Lalu lintas Medan yang padat jadi lebih mudah dengan mobil kecil ini. Sales di Gatot Subroto sangat membantu mengurus kredit.'],
  ['agyagrsport', 'Melati K.', 'Depok', 4, 'Cukup untuk keluarga kecil', 'Saya, suami, dan satu balita cukup nyaman. Kamera mundur sangat membantu di perumahan yang sempit.'],
  // Raize
  ['raize', 'Adi N.', 'Jakarta Timur', 5, 'SUV kompak favorit', 'Mesin turbonya bertenaga dan tetap irit. Ukurannya pas untuk jalanan Jakarta yang padat.'],
  ['raize', 'Cindy L.', 'Surabaya', 5, 'Warna dua tone keren', 'Pilihan warna dua tone membuatnya terlihat unik. Fitur keselamatannya juga lengkap di tipe GR Sport.'],
  ['raize', 'Taufik H.', 'Bogor', 4, 'Kuat menanjak ke Puncak', 'Tanjakan ke Puncak tidak jadi masalah dengan mesin turbo. Jok belakangnya agak tegak untuk perjalanan lama.'],
  ['raize', 'Mega S.', 'Bekasi', 4, 'Praktis untuk ibu bekerja', 'Mudah dikendarai dan diparkir. Ground clearance tinggi membuat saya tenang saat hujan deras dan jalanan tergenang.'],
  ['raize', 'Rizal A.', 'Palembang', 3, 'Bagasi kecil', 'Tenaga dan fiturnya memuaskan, tapi bagasinya kurang untuk belanja bulanan keluarga berempat. Perlu dipertimbangkan sebelum membeli.'],
  ['raize', 'Lia M.', 'Denpasar', 5, 'Cocok untuk jalan sempit', 'Jalan di perumahan saya sempit, dan Raize sangat mudah bermanuver. Kabinnya senyap di kecepatan sedang.'],
  ['raize', 'Bima P.', 'Sleman', 5, 'Pelayanan ramah', 'Dari test drive sampai serah terima, salesnya ramah dan tidak memaksa. Mobil datang bersih dan semua dokumen lengkap.'],
  ['raize', 'Erna D.', 'Banda Aceh', 4, 'Irit dan tangguh', 'Konsumsi BBM rata-rata 15 km per liter. Suspensinya sedikit keras saat melewati jalan berlubang.'],
  // Calya
  ['calya', 'Samsul B.', 'Bekasi', 5, 'Ekonomis untuk keluarga', 'Harganya terjangkau tapi sudah muat tujuh penumpang. Sangat membantu keluarga kami yang sering pulang kampung ke Tegal.'],
  ['calya', 'Warsini', 'Sleman', 4, 'Irit dan lega', 'Konsumsi BBM sekitar 14 km per liter. Material interiornya memang sederhana, tapi wajar untuk harganya.'],
  ['calya', 'Yogi P.', 'Bandung', 4, 'Sanggup menanjak ke Lembang', 'Tanjakan di Lembang bisa dilalui dengan tujuh orang, walau harus di gigi rendah. Servis di Soekarno-Hatta juga cepat.'],
  ['calya', 'Fitri N.', 'Makassar', 5, 'Cocok untuk antar jemput', 'Saya pakai untuk antar jemput anak sekolah tetangga, kabinnya muat dan AC-nya dingin. Sangat puas.'],
  ['calya', 'Hari S.', 'Jakarta Timur', 3, 'AC belakang kurang terasa', 'Di baris ketiga, hembusan AC kurang terasa pada siang hari yang terik. Selebihnya mobil ini tidak ada masalah.'],
  ['calya', 'Rosa M.', 'Medan', 5, 'Transmisi otomatis nyaman', 'Versi otomatisnya enak di kemacetan Medan. Kamera mundur dan layar sentuh sudah tersedia, jadi tidak perlu beli tambahan.'],
  ['calya', 'Darto W.', 'Semarang', 4, 'Pilihan tepat untuk usaha', 'Dipakai untuk usaha laundry antar jemput, sudah 30.000 km tanpa kendala. Biaya servis berkalanya ringan.'],
  ['calya', 'Ani R.', 'Depok', 5, 'Mudah dirawat', 'Suku cadangnya gampang didapat dan harganya terjangkau. Salesnya juga membantu mengurus asuransi.'],
  // Rush
  ['rush', 'Ahmad F.', 'Balikpapan', 5, 'Tangguh di segala medan', 'Ground clearance tinggi sangat membantu di jalan rusak menuju kebun. Penggerak roda belakangnya terasa mantap.'],
  ['rush', 'Vina S.', 'Bogor', 4, 'SUV tujuh penumpang', 'Nyaman untuk keluarga dan tampilannya gagah. Baris ketiganya hanya cocok untuk anak-anak.'],
  ['rush', 'Sutrisno', 'Palembang', 5, 'Tidak takut genangan', 'Di musim hujan jalan depan rumah sering tergenang, dan Rush melaluinya tanpa masalah. Mesinnya juga bandel.'],
  ['rush', 'Okta P.', 'Jakarta Utara', 4, 'Irit untuk ukurannya', 'Konsumsi BBM sekitar 12 km per liter di dalam kota. Kabinnya agak bising di jalan tol, tapi masih wajar.'],
  ['rush', 'Nita Y.', 'Makassar', 5, 'Servis mudah di mana saja', 'Bengkel resmi ada di banyak kota, jadi saat ke luar kota saya tidak khawatir. Mobil ini sudah 50.000 km tanpa masalah berarti.'],
  ['rush', 'Fauzi A.', 'Banda Aceh', 3, 'Setir berat saat parkir', 'Mobilnya kokoh dan andal, tapi setirnya terasa berat ketika parkir. Butuh waktu untuk beradaptasi.'],
  ['rush', 'Lukman H.', 'Medan', 5, 'Stabil di jalan lintas', 'Sering ke Sibolga lewat jalan berkelok, dan Rush sangat stabil. Rem dan lampu utamanya juga terang.'],
  ['rush', 'Wati S.', 'Tangerang Selatan', 4, 'Tampilan sporty', 'Desain tipe GR Sport menarik dan fiturnya lengkap. Konsumsi BBM di kemacetan dalam kota memang agak boros.'],
  // Kijang Innova Zenix Hybrid
  ['innovahybrid', 'Gunawan S.', 'Jakarta Selatan', 5, 'Irit luar biasa', 'Di kemacetan Jakarta konsumsinya sekitar 16 km per liter, jauh lebih irit dari MPV saya sebelumnya. Kabinnya senyap saat berjalan dengan tenaga listrik.'],
  ['innovahybrid', 'Lestari W.', 'Surabaya', 5, 'Orang tua serasa kelas bisnis', 'Kursi kapten dengan sandaran kaki sangat disukai orang tua saya. Perjalanan Surabaya–Malang jadi seperti naik kelas bisnis.'],
  ['innovahybrid', 'Yohanes K.', 'Bandung', 4, 'Tenang dan halus', 'Perpindahan dari motor listrik ke mesin bensin hampir tidak terasa. Harganya memang lebih tinggi, tapi penghematan BBM terasa setiap bulan.'],
  ['innovahybrid', 'Meiliana T.', 'Tangerang', 5, 'Ternyata tidak perlu dicas', 'Awalnya saya kira harus mengisi daya di rumah, ternyata tidak perlu sama sekali. Salesnya menjelaskan cara kerja sistem hybrid dengan sabar.'],
  ['innovahybrid', 'Rahman A.', 'Semarang', 4, 'Puas, inden lama', 'Mobilnya luar biasa nyaman, tapi saya menunggu hampir tiga bulan untuk tipe Q. Semoga ketersediaan unit makin baik.'],
  ['innovahybrid', 'Sari D.', 'Jakarta Barat', 5, 'Perjalanan jauh lebih santai', 'Cruise control adaptif dan bantuan menjaga lajur membuat perjalanan jauh tidak melelahkan. Sangat saya rekomendasikan untuk keluarga.'],
  ['innovahybrid', 'Benny H.', 'Denpasar', 4, 'Cocok untuk bisnis wisata', 'Tamu hotel kami senang dengan kabinnya yang hening. Biaya operasionalnya lebih rendah dibanding armada lama.'],
  ['innovahybrid', 'Tuti R.', 'Yogyakarta', 3, 'Bagasi terbatas saat penuh', 'Nyaman dan irit, tapi saat semua kursi terpakai ruang bagasi cukup terbatas untuk koper besar. Perlu rak atap untuk liburan keluarga.'],
  // Agya
  ['agya', 'Ira N.', 'Depok', 5, 'Hemat untuk harian', 'Saya pakai untuk pulang pergi kantor, bensin seminggu cukup sekali isi. Mudah sekali diparkir.'],
  ['agya', 'Jaka P.', 'Sleman', 4, 'Mobil kota yang praktis', 'Lincah dan irit, cocok untuk jalanan Jogja. Kursi belakang agak sempit untuk orang bertubuh tinggi.'],
  ['agya', 'Ningsih A.', 'Medan', 4, 'Ringan dikendarai', 'Setirnya ringan dan pandangan ke depan luas. Kabin cukup bising saat hujan deras.'],
  ['agya', 'Toni S.', 'Bekasi', 2, 'Serah terima kurang teliti', 'Mobilnya oke, tapi saat serah terima ada goresan kecil di bumper belakang. Memang akhirnya diperbaiki, tapi semestinya dicek sebelum diserahkan.'],
  // Yaris Cross Hybrid
  ['yariscrosshybrid', 'Aditya W.', 'Jakarta Pusat', 5, 'Hybrid paling praktis', 'Konsumsi BBM di kota sekitar 22 km per liter. Ukurannya pas dan fiturnya lengkap.'],
  ['yariscrosshybrid', 'Clara S.', 'Bandung', 5, 'Senyap di pagi hari', 'Saat keluar garasi pagi-pagi, mobilnya berjalan tanpa suara mesin sehingga tidak membangunkan tetangga. Sangat menyenangkan.'],
  ['yariscrosshybrid', 'Bayu A.', 'Surabaya', 4, 'Irit tapi baris kedua sempit', 'Penghematan BBM terasa sekali. Baris kedua cukup untuk dua orang dewasa, kalau tiga orang sudah berdesakan.'],
  ['yariscrosshybrid', 'Intan P.', 'Tangerang Selatan', 5, 'Rekomendasi untuk komuter', 'Perjalanan BSD–Sudirman setiap hari jadi tidak terasa mahal. Fitur keselamatannya juga membuat saya tenang.'],
  ['yariscrosshybrid', 'Haris M.', 'Denpasar', 4, 'Nyaman dan hemat', 'Jalan menanjak ke Bedugul masih nyaman dilalui. Hanya terasa sedikit kurang tenaga saat menyalip di tanjakan.'],
  ['yariscrosshybrid', 'Kirana D.', 'Yogyakarta', 5, 'Ramah lingkungan tanpa repot', 'Saya ingin mobil yang lebih ramah lingkungan tanpa harus repot mengisi daya, dan ini jawabannya. Servisnya juga semudah mobil biasa.'],
  // Kijang Innova
  ['kijanginnova', 'Slamet R.', 'Semarang', 5, 'Bandel seperti namanya', 'Versi diesel ini sudah menempuh 80.000 km untuk usaha travel, mesinnya tetap kuat. Perawatannya mudah.'],
  ['kijanginnova', 'Rudy T.', 'Makassar', 5, 'Andalan armada kantor', 'Perusahaan kami punya enam unit, semuanya jarang masuk bengkel di luar servis berkala. Nilai jual kembalinya juga tinggi.'],
  ['kijanginnova', 'Evi K.', 'Bogor', 4, 'Nyaman untuk perjalanan jauh', 'Suspensinya nyaman dan kabinnya luas. Suara mesin diesel agak terdengar saat pagi hari.'],
  ['kijanginnova', 'Dadang S.', 'Bandung', 3, 'Fitur kurang modern', 'Sangat kuat dan andal, tapi fiturnya tertinggal dibanding mobil keluaran baru. Layar head unit terasa kecil.'],
  // Corolla Cross Hybrid
  ['corollacrosshybrid', 'Hendrik W.', 'Jakarta Selatan', 5, 'Nyaman dan elegan', 'Kenyamanan kabinnya terasa seperti sedan mewah, tetapi dengan posisi duduk lebih tinggi. Konsumsi BBM di kota sekitar 18 km per liter.'],
  ['corollacrosshybrid', 'Anita S.', 'Surabaya', 5, 'Pengereman darurat menyelamatkan', 'Pengereman darurat otomatis pernah menyelamatkan saya saat sepeda motor tiba-tiba memotong. Sangat bersyukur memilih mobil ini.'],
  ['corollacrosshybrid', 'Daniel P.', 'Medan', 4, 'Halus dan senyap', 'Perpaduan mesin dan motor listriknya halus. Bagasinya sedikit lebih kecil dari yang saya harapkan.'],
  ['corollacrosshybrid', 'Maria F.', 'Tangerang', 4, 'Penjelasan sales detail', 'Sales menjelaskan perawatan hybrid secara detail dan memberikan jadwal servis lengkap. Mobilnya nyaman dan stabil.'],
  ['corollacrosshybrid', 'Galih R.', 'Semarang', 5, 'Investasi yang tepat', 'Setelah setahun, penghematan BBM sudah terasa di tabungan. Tidak ada keluhan teknis sama sekali.'],
  // Corolla Altis Hybrid
  ['corollaaltishybrid', 'Sutanto L.', 'Jakarta Utara', 5, 'Sedan nyaman dan irit', 'Sedan hybrid ini sangat nyaman untuk perjalanan dinas. Konsumsi BBM di tol bisa lebih dari 20 km per liter.'],
  ['corollaaltishybrid', 'Elisabeth N.', 'Bandung', 4, 'Elegan, tapi rendah', 'Desainnya elegan dan pengendaliannya stabil. Karena ground clearance rendah, saya harus pelan saat melewati polisi tidur yang tinggi.'],
  ['corollaaltishybrid', 'Irwan S.', 'Surabaya', 5, 'Cocok untuk eksekutif', 'Kabinnya senyap sehingga saya bisa menerima telepon kerja dengan nyaman. Biaya servis berkalanya juga tidak mahal.'],
  // Camry Hybrid
  ['camryhybrid', 'Harjono T.', 'Jakarta Selatan', 5, 'Kenyamanan kelas atas', 'Jok belakang bisa direbahkan dan punya panel pengatur sendiri, sangat nyaman untuk perjalanan bisnis. Kabinnya sangat hening.'],
  ['camryhybrid', 'Wenny S.', 'Surabaya', 5, 'Elegan dan efisien', 'Untuk sedan sebesar ini, konsumsi BBM-nya mengejutkan, sekitar 17 km per liter campuran. Kualitas interiornya premium.'],
  ['camryhybrid', 'Albert G.', 'Medan', 4, 'Teknisi hybrid sudah siap', 'Mobilnya sangat nyaman, dan komponen hybrid tentu harus ditangani bengkel resmi. Untungnya cabang Medan sudah punya teknisi hybrid.'],
  ['camryhybrid', 'Ratih P.', 'Jakarta Pusat', 3, 'Suku cadang bodi mahal', 'Kualitas berkendaranya juara, tapi saat bumper tergores, harga penggantiannya cukup menguras kantong. Saran saya, langsung ambil asuransi menyeluruh.'],
  // Alphard
  ['alphard', 'Yosef H.', 'Jakarta Selatan', 5, 'Kemewahan sejati', 'Kursi baris keduanya sangat nyaman, seperti duduk di ruang tunggu kelas satu. Keluarga selalu berebut duduk di belakang.'],
  ['alphard', 'Lina W.', 'Surabaya', 5, 'Layanan istimewa', 'Dealer memberikan layanan antar jemput saat servis, sehingga saya tidak perlu repot. Mobilnya luar biasa.'],
  ['alphard', 'Kurniawan D.', 'Jakarta Utara', 4, 'Nyaman, inden panjang', 'Kenyamanannya tidak tertandingi, tapi indennya hampir empat bulan. Untungnya sales selalu memberi kabar perkembangan setiap dua minggu.'],
  ['alphard', 'Stella M.', 'Tangerang', 5, 'Ideal untuk keluarga besar', 'Perjalanan ke Bandung bersama orang tua dan anak-anak terasa sangat santai. Pintu geser elektriknya memudahkan orang tua naik.'],
  // Vellfire
  ['vellfire', 'Hans P.', 'Jakarta Barat', 5, 'Tampilan berwibawa', 'Tampilan depannya gagah, dan kabinnya sangat nyaman untuk menjamu klien. Suara dari luar nyaris tidak terdengar.'],
  ['vellfire', 'Melinda C.', 'Surabaya', 4, 'Mewah, tapi besar', 'Layar hiburan belakang disukai anak-anak. Ukurannya memang besar untuk parkir di mal.'],
  ['vellfire', 'Tommy S.', 'Medan', 5, 'Sepadan dengan harganya', 'Setiap detail interiornya terasa premium. Proses pemesanannya juga ditangani dengan sangat profesional.'],
  // Voxy
  ['voxy', 'Andika R.', 'Tangerang Selatan', 5, 'MPV lega dan praktis', 'Pintu geser di kedua sisi sangat memudahkan saat parkir sempit. Kabinnya lega untuk tujuh orang dewasa.'],
  ['voxy', 'Sinta P.', 'Bandung', 4, 'Kaki leluasa', 'Kursi baris kedua bisa digeser jauh ke belakang sehingga kaki leluasa. Tenaga mesin cukup, tapi agak berisik saat menanjak.'],
  ['voxy', 'Arya W.', 'Jakarta Selatan', 4, 'Desain unik', 'Desain depannya mencolok dan modern. Konsumsi BBM dalam kota sekitar 10 km per liter.'],
  ['voxy', 'Nurul H.', 'Bekasi', 5, 'Praktis untuk antar jemput', 'Kabin yang tinggi terasa lapang dan tidak pengap walau penuh. Pintu geser elektrik praktis sekali saat menjemput anak sekolah.'],
  // Hilux 4x2
  ['hilux-4x2', 'Suryadi', 'Bekasi', 5, 'Andalan usaha', 'Dipakai untuk mengangkut bahan bangunan setiap hari, baknya kuat dan mesin dieselnya bandel.'],
  ['hilux-4x2', 'Rohmat K.', 'Semarang', 4, 'Kuat dan irit solar', 'Untuk kendaraan niaga, konsumsi solarnya hemat. Suspensi belakang terasa keras kalau bak kosong, wajar untuk mobil angkut.'],
  ['hilux-4x2', 'Benny S.', 'Balikpapan', 5, 'Tahan banting', 'Unit kami dipakai di area pendukung tambang dan tetap prima dengan servis rutin. Suku cadangnya mudah didapat.'],
  ['hilux-4x2', 'Andre L.', 'Makassar', 4, 'Double cabin nyaman', 'Kabin double cabin cukup nyaman untuk tim lapangan lima orang. Harganya sepadan dengan daya tahannya.'],
  // Hilux 4x4
  ['hilux-4x4', 'Ferry A.', 'Balikpapan', 5, 'Raja medan berat', 'Jalan tanah berlumpur di lokasi kebun sawit bukan masalah. Penggerak empat rodanya mudah diaktifkan.'],
  ['hilux-4x4', 'Gregorius T.', 'Medan', 5, 'Kerja dan berkemah', 'Dipakai kerja di hari biasa dan untuk berkemah di akhir pekan. Kabinnya lebih nyaman dari dugaan saya.'],
  ['hilux-4x4', 'Hasan B.', 'Palembang', 4, 'Tangguh, bantingan keras', 'Sangat tangguh di jalan rusak, tetapi bantingannya keras untuk penumpang belakang saat bak kosong.'],
  ['hilux-4x4', 'Wayan S.', 'Denpasar', 4, 'Dealer sigap', 'Dealer Denpasar sigap menyiapkan unit dan aksesoris tambahan. Mobilnya kokoh untuk jalan menuju proyek di pegunungan.'],
  // Hilux Rangga
  ['hilux-rangga', 'Pardi S.', 'Sleman', 5, 'Pikap modern', 'Kabinnya lebih modern dari pikap yang biasa saya pakai, ada layar dan AC yang dingin. Baknya luas untuk hasil panen.'],
  ['hilux-rangga', 'Eni W.', 'Bandung', 4, 'Cocok untuk usaha sayur', 'Dipakai mengangkut sayur dari Lembang ke pasar setiap subuh, mesinnya tidak pernah rewel. Setirnya juga ringan.'],
  ['hilux-rangga', 'Jefri M.', 'Makassar', 3, 'Karoseri terlambat', 'Mobilnya bagus, tapi pemasangan boks karoseri memakan waktu lebih lama dari yang dijanjikan. Semoga koordinasi dengan karoseri diperbaiki.'],
  // Hiace
  ['hiace', 'Hendro P.', 'Yogyakarta', 5, 'Armada travel andalan', 'Penumpang travel kami nyaman di kabin yang tinggi dan lega. Mesinnya kuat untuk rute Yogyakarta–Semarang setiap hari.'],
  ['hiace', 'Rosalina T.', 'Bekasi', 4, 'Antar jemput karyawan', 'Perusahaan memakai Hiace untuk antar jemput karyawan shift di Cikarang, sejauh ini andal. Biaya servisnya wajar.'],
  ['hiace', 'Umar F.', 'Medan', 5, 'Nyaman untuk wisata', 'Dipakai untuk paket wisata ke Danau Toba, dan tamu selalu puas dengan AC serta joknya yang nyaman.'],
  // Land Cruiser
  ['landcruiser', 'Robby H.', 'Jakarta Selatan', 5, 'Legenda yang tangguh', 'Kemampuan off-road-nya tidak perlu diragukan, tetapi di kota pun tetap nyaman. Kualitas rakitannya luar biasa.'],
  ['landcruiser', 'Bonifasius L.', 'Balikpapan', 5, 'Aman di medan ekstrem', 'Dipakai untuk perjalanan ke pedalaman Kalimantan, tidak sekali pun bermasalah. Layanan dealer Balikpapan juga sigap.'],
  ['landcruiser', 'Citra W.', 'Surabaya', 4, 'Mewah dan tangguh', 'Perpaduan kemewahan dan ketangguhan. Konsumsi BBM-nya tentu besar, jadi sesuaikan dengan kebutuhan.'],
  // bZ4X
  ['bz4x', 'Arief S.', 'Jakarta Selatan', 5, 'Bebas ganjil genap', 'Selain bebas aturan ganjil genap, biaya energinya jauh lebih murah dari bensin. Mengisi daya di rumah semalam cukup untuk beberapa hari perjalanan kantor.'],
  ['bz4x', 'Evelyn T.', 'Tangerang Selatan', 4, 'Senyap dan bertenaga', 'Akselerasinya instan dan kabinnya sangat senyap. Pengisian daya cepat di luar kota masih perlu direncanakan dengan baik.'],
  ['bz4x', 'Nanda P.', 'Bandung', 4, 'Perlu adaptasi', 'Butuh beberapa minggu untuk terbiasa mengatur jadwal pengisian daya. Setelah terbiasa, saya tidak mau kembali ke mobil bensin.'],
  // GR86
  ['gr86', 'Rangga S.', 'Jakarta Barat', 5, 'Menyetir jadi menyenangkan', 'Setirnya komunikatif dan keseimbangan bodinya luar biasa. Setiap akhir pekan saya mencari jalan berkelok hanya untuk menikmatinya.'],
  ['gr86', 'Yudhi P.', 'Bandung', 4, 'Murni untuk penggemar', 'Mobil ini dibuat untuk dinikmati, bukan untuk mengangkut keluarga. Jok belakangnya praktis hanya untuk tas.'],
  ['gr86', 'Kevin T.', 'Surabaya', 5, 'Suara mesin yang khas', 'Mesin boxer-nya berputar tinggi dengan suara yang menyenangkan. Dealer juga membantu mengatur jadwal servisnya.'],
  // Vios (added last, so the dates of the reviews above stay as they were)
  ['vios', 'Dimas A.', 'Jakarta Timur', 5, 'Irit dan bagasinya besar', 'Untuk pulang pergi kantor lewat tol dalam kota, konsumsinya sekitar 15 km per liter. Bagasinya muat dua koper besar dan stroller sekaligus.'],
  ['vios', 'Lestari W.', 'Surabaya', 4, 'Nyaman, ground clearance rendah', 'Suspensinya nyaman dan kabinnya cukup senyap untuk kelasnya. Hanya saja harus pelan di polisi tidur yang tinggi karena bodinya rendah.'],
  ['vios', 'Yusuf H.', 'Makassar', 5, 'Fitur keselamatan lengkap', 'Tipe G sudah punya Pre-Collision System dan peringatan keluar jalur, jadi saya lebih tenang saat menyetir malam di jalan lintas.'],
  ['vios', 'Agnes T.', 'Bandung', 4, 'Sedan pertama yang pas', 'Tipe E CVT pilihan saya sebagai mobil pertama: mudah dikendarai dan servisnya murah. Layar 7 incinya sudah mendukung Apple CarPlay.'],
  // GR Yaris and GR Supra (added after the Vios, for the same reason)
  ['gryaris', 'Bayu K.', 'Jakarta Selatan', 5, 'Mobil harian rasa reli', 'Ukurannya kecil sehingga tetap lincah di kemacetan, tapi begitu ketemu jalan kosong tenaganya terasa jauh di atas ukuran bodinya. Mode Gravel sangat membantu saat hujan deras.'],
  ['gryaris', 'Stevanus H.', 'Surabaya', 5, 'Manual yang pintar', 'Saya pilih versi manual. Fitur penyamaan putaran saat turun gigi membuat perpindahan selalu mulus, bahkan untuk yang belum mahir heel-toe.'],
  ['gryaris', 'Rizal M.', 'Bandung', 4, 'Keras tapi jujur', 'Suspensinya jelas kaku untuk jalan bergelombang dan jok belakangnya sempit. Tapi untuk track day sebulan sekali, tidak ada yang sebanding di harga ini.'],
  ['grsupra', 'Hendrawan T.', 'Jakarta Utara', 5, 'Enam silinder yang halus', 'Suara mesin enam silindernya halus di putaran rendah dan galak saat diinjak. Untuk perjalanan Jakarta–Bandung pun tetap nyaman.'],
  ['grsupra', 'Melisa R.', 'Tangerang', 4, 'Cantik, kabin sempit', 'Bentuknya membuat orang menoleh di mana pun saya parkir. Kabinnya hanya dua kursi dan bagasinya terbatas, jadi cocok sebagai mobil kedua.'],
  ['grsupra', 'Adrian P.', 'Denpasar', 5, 'Layanan dealer rapi', 'Unit inden datang sesuai jadwal yang dijanjikan, dan saat serah terima semua fitur dijelaskan satu per satu. Suspensi adaptifnya nyaman di jalan Bali.'],
];

const SERVICE_REVIEWS: readonly ReviewSource<ServiceReviewCode>[] = [
  ['booking-service', 'Fajar S.', 'Jakarta Selatan', 5, 'Tidak perlu antre', 'Booking jam 8 pagi lewat situs, datang langsung dilayani tanpa antre. Servis 40.000 km selesai dalam dua jam.'],
  ['booking-service', 'Rika A.', 'Bandung', 5, 'Laporan lengkap dengan foto', 'Saya dikirimi foto kampas rem yang mulai tipis lewat WhatsApp beserta estimasi biayanya. Jadi saya bisa memutuskan tanpa merasa dipaksa.'],
  ['booking-service', 'Dono H.', 'Surabaya', 4, 'Cepat, ruang tunggu ramai', 'Pengerjaannya cepat dan sesuai jadwal. Ruang tunggu cukup penuh di hari Sabtu, semoga bisa diperluas.'],
  ['booking-service', 'Marlina S.', 'Medan', 1, 'Jadwal booking tidak dihormati', 'Sudah booking jam 10, tapi mobil baru dikerjakan jam 12 dan selesai menjelang sore, padahal hanya servis 10.000 km. Kalau ada booking, slotnya harus benar-benar dijaga.'],
  ['booking-service', 'Teddy W.', 'Tangerang', 5, 'Mudah dan jelas', 'Memilih bengkel, jam, dan paket servis hanya butuh beberapa menit. Biaya akhirnya sama persis dengan estimasi di aplikasi.'],
  ['booking-service', 'Yulia R.', 'Semarang', 4, 'Pengingat servis membantu', 'Saya mendapat pengingat sehari sebelumnya lewat WhatsApp, jadi tidak lupa. Penasihat servisnya menjelaskan setiap pekerjaan dengan jelas.'],
  ['booking-service', 'Aris N.', 'Depok', 5, 'Servis hybrid memuaskan', 'Teknisi memeriksa kondisi baterai hybrid dan membersihkan kipas pendinginnya tanpa saya minta. Hasilnya dijelaskan dengan bahasa yang mudah dipahami.'],
  ['booking-service', 'Sandra L.', 'Makassar', 3, 'Cuci mobil kurang bersih', 'Servisnya sendiri baik, tapi cuci gratisnya kurang bersih, velg masih berdebu. Hal kecil, tapi memengaruhi kesan.'],
  ['home-service', 'Bambang P.', 'Bekasi', 5, 'Teknisi datang tepat waktu', 'Teknisi tiba pukul 9 tepat sesuai jadwal dan bekerja rapi di carport rumah. Saya tetap bisa rapat daring selagi mobil diservis.'],
  ['home-service', 'Lusi M.', 'Jakarta Timur', 5, 'Praktis untuk ibu rumah tangga', 'Saya tidak perlu membawa anak-anak ke bengkel. Teknisinya sopan dan membersihkan area kerja setelah selesai.'],
  ['home-service', 'Darmawan K.', 'Denpasar', 4, 'Ganti aki di kantor', 'Ganti aki di parkiran kantor hanya 30 menit. Sayang slot untuk hari Sabtu cepat sekali penuh.'],
  ['home-service', 'Hesti N.', 'Bogor', 5, 'Hujan pun tetap datang', 'Walau hujan, teknisi tetap datang membawa tenda kecil dan menyelesaikan servis dengan rapi.'],
  ['home-service', 'Anwar S.', 'Palembang', 3, 'Terlambat tanpa kabar', 'Hasil servisnya baik, tapi teknisi datang satu jam lebih lambat tanpa kabar sebelumnya. Mohon ada pemberitahuan bila akan terlambat.'],
  ['home-service', 'Riana F.', 'Tangerang Selatan', 5, 'Tidak ada alasan menunda servis', 'Servis berkala dikerjakan di parkiran kantor saya di BSD. Biayanya sama dengan di bengkel, jadi tidak ada lagi alasan untuk menunda.'],
  ['body-paint', 'Irene K.', 'Jakarta Selatan', 5, 'Warna cat presisi', 'Bumper belakang yang tergores dicat ulang dan warnanya sama persis dengan bodi lainnya. Selesai dalam tiga hari.'],
  ['body-paint', 'Johan W.', 'Surabaya', 4, 'Klaim asuransi dibantu', 'Petugas membantu mengurus klaim asuransi dari awal sampai akhir. Pengerjaannya sedikit lebih lama dari perkiraan karena menunggu persetujuan asuransi.'],
  ['body-paint', 'Rosita H.', 'Sidoarjo', 5, 'Seperti baru lagi', 'Pintu yang penyok karena tersenggol di parkiran kembali mulus. Ada garansi catnya juga, jadi saya tenang.'],
  ['body-paint', 'Kurnia A.', 'Bandung', 2, 'Ada bintik debu di cat', 'Setelah diambil, ada bintik debu kecil di permukaan cat kap mesin. Memang diperbaiki ulang tanpa biaya, tapi saya harus bolak-balik dua kali.'],
  ['body-paint', 'Pandu S.', 'Jakarta Selatan', 5, 'Estimasi dari foto akurat', 'Saya kirim foto kerusakan lewat WhatsApp dan estimasinya hampir sama dengan tagihan akhir. Layanan antar jemputnya juga membantu.'],
  ['body-paint', 'Theresia M.', 'Yogyakarta', 4, 'Hasil rapi', 'Hasil pengecatannya rapi dan mengilap. Akan lebih baik bila ada kabar progres harian tanpa harus bertanya.'],
  ['trade-in', 'Harun S.', 'Jakarta Utara', 5, 'Harga taksiran masuk akal', 'Mobil lama saya ditaksir dengan harga yang wajar dan langsung dipakai sebagai uang muka. Semua surat diurus dealer.'],
  ['trade-in', 'Wiwik A.', 'Semarang', 4, 'Penawaran di hari yang sama', 'Inspeksi di rumah kurang dari satu jam dan penawaran keluar di hari yang sama. Harganya sedikit di bawah harapan, tapi bonus tukar tambah menutup selisihnya.'],
  ['trade-in', 'Fadli R.', 'Bekasi', 5, 'Sisa kredit dibantu lunasi', 'Mobil lama saya masih ada sisa kredit, dan dealer membantu pelunasannya sekaligus. Praktis sekali.'],
  ['trade-in', 'Nining S.', 'Bandung', 3, 'Taksiran turun setelah inspeksi', 'Taksiran awal dari foto turun cukup banyak setelah inspeksi langsung. Alasannya masuk akal karena ada bekas perbaikan, tapi tetap agak kecewa.'],
  ['trade-in', 'Ricky P.', 'Medan', 5, 'Merek lain pun diterima', 'Mobil saya bukan Toyota, tapi tetap diterima dengan harga bersaing. Bonus tukar tambahnya juga benar-benar diberikan.'],
];

/** Spreads reviews over June 2025 – November 2026 (18 months), never after 2026-11-20. */
function reviewDate(index: number): string {
  const monthOffset = (index * 7) % 18;
  const year = 2025 + Math.floor((5 + monthOffset) / 12);
  const month = ((5 + monthOffset) % 12) + 1;
  const lastDay = year === 2026 && month === 11 ? 20 : 28;
  const day = ((index * 11) % lastDay) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const reviews: ReviewRow[] = [
  ...NEW_CAR_REVIEWS.map(([objectCode, reviewerName, reviewerCity, rating, title, message], i) => ({
    type: 'NEWCAR',
    objectCode,
    reviewerName,
    reviewerCity,
    rating,
    title,
    message,
    createdDate: reviewDate(i),
    // A few reviews come from visitors whose purchase could not be matched to an order.
    verifiedPurchase: i % 9 !== 4,
  })),
  ...SERVICE_REVIEWS.map(([objectCode, reviewerName, reviewerCity, rating, title, message], i) => ({
    type: 'SERVICE',
    objectCode,
    reviewerName,
    reviewerCity,
    rating,
    title,
    message,
    createdDate: reviewDate(i + NEW_CAR_REVIEWS.length),
    verifiedPurchase: true,
  })),
];

// ---------------------------------------------------------------------------------------------
// FAQs (§7 content/v1/faq?type&code). sortOrder restarts in every (type, code) group.
// ---------------------------------------------------------------------------------------------

type FaqType =
  | 'umum'
  | 'mobil-baru'
  | 'mobil-bekas'
  | 'servis'
  | 'aksesoris'
  | 'kupon'
  | 'akun'
  | 'pembayaran';
type FaqPageCode =
  | 'booking-service'
  | 'home-service'
  | 'body-paint'
  | 'trade-in'
  | 'test-drive'
  | 'spare-parts'
  | 'layanan-bengkel'
  | 'cubain'
  | 'tracking-order';
/** [question, answer, isLandingPage] */
type FaqSource = readonly [string, string, boolean?];

function faqGroup(type: FaqType | 'product', code: string, items: readonly FaqSource[]): FaqRow[] {
  return items.map(([question, answer, isLandingPage], i) => ({
    type,
    code,
    question,
    answer,
    isLandingPage: isLandingPage ?? false,
    sortOrder: i + 1,
  }));
}
const pageFaqs = (type: FaqType, code: FaqPageCode, items: readonly FaqSource[]) => faqGroup(type, code, items);
const productFaqs = (code: ModelCode, items: readonly FaqSource[]) => faqGroup('product', code, items);

export const faqs: FaqRow[] = [
  ...faqGroup('umum', '', [
    [
      'Apa itu Kemudi Toyota?',
      `Kemudi Toyota adalah grup dealer resmi Toyota dengan ${NETWORK.open} cabang yang melayani di ${NETWORK.cities} kota dan kabupaten di Jawa, Bali, Sumatra, Kalimantan, dan Sulawesi. Kami melayani penjualan mobil baru dan mobil bekas bersertifikat, servis, suku cadang, aksesoris, serta tukar tambah.`,
      true,
    ],
    [
      'Bagaimana cara menemukan dealer Kemudi Toyota terdekat?',
      'Buka halaman Dealer Toyota lalu pilih kota Anda. Daftar cabang akan menampilkan alamat, jam operasional, nomor telepon, dan layanan yang tersedia di setiap cabang.',
    ],
    [
      'Apakah harga di situs sama dengan harga di dealer?',
      'Harga yang tercantum adalah harga on the road untuk kota yang Anda pilih di pemilih kota. Harga dapat berbeda antarkota karena perbedaan pajak daerah, dan promo yang berlaku akan dikonfirmasi oleh sales konsultan saat pemesanan.',
    ],
    [
      'Mengapa saya perlu memilih kota?',
      'Harga, promo, stok mobil bekas, dan daftar dealer bergantung pada kota. Bila belum memilih, kami menampilkan informasi untuk Jakarta Pusat sebagai bawaan.',
    ],
    [
      'Ke mana saya menghubungi bila mobil mogok di jalan?',
      'Hubungi Emergency Road Assistance di 1500 898 yang siaga 24 jam. Siapkan lokasi Anda, nomor polisi kendaraan, dan gambaran singkat kendalanya agar petugas dapat segera membantu.',
      true,
    ],
    [
      'Bagaimana cara berhenti berlangganan newsletter?',
      'Klik tautan berhenti berlangganan di bagian bawah setiap email newsletter. Perubahan berlaku paling lambat dalam 3 hari kerja.',
    ],
  ]),
  ...faqGroup('mobil-baru', '', [
    [
      'Bagaimana cara memesan mobil baru melalui situs?',
      'Pilih model dan tipe di halaman Mobil Baru, lalu klik Ajukan Penawaran. Sales konsultan dari dealer pilihan Anda akan menghubungi Anda untuk mengonfirmasi harga, warna, dan cara pembayaran sebelum Surat Pemesanan Kendaraan (SPK) diterbitkan.',
      true,
    ],
    [
      'Berapa lama mobil baru dikirim setelah pemesanan?',
      'Untuk unit yang tersedia, pengiriman biasanya 7 sampai 14 hari kerja setelah pembayaran uang muka atau pelunasan, termasuk pengurusan STNK. Tipe atau warna tertentu dapat memerlukan inden, dan estimasinya akan disampaikan sales sebelum SPK ditandatangani.',
    ],
    [
      'Apa saja dokumen untuk membeli mobil baru?',
      'Untuk perorangan: KTP dan NPWP. Untuk badan usaha: akta pendirian, NIB, NPWP perusahaan, dan KTP penanggung jawab. Pembelian kredit memerlukan dokumen tambahan sesuai ketentuan perusahaan pembiayaan.',
    ],
    [
      'Apakah mobil baru sudah termasuk garansi?',
      'Ya. Mobil baru dilindungi garansi pabrikan sesuai buku garansi kendaraan, dan garansi tetap berlaku selama servis berkala dilakukan di bengkel resmi sesuai jadwal.',
    ],
    [
      'Bisakah saya membandingkan beberapa model sekaligus?',
      'Bisa. Gunakan fitur Bandingkan di halaman Mobil Baru untuk melihat harga, dimensi, mesin, dan fitur hingga tiga model secara berdampingan.',
    ],
    [
      'Apakah bisa membeli mobil atas nama perusahaan?',
      'Bisa. Tim penjualan korporat kami melayani pembelian armada dan atas nama badan usaha, termasuk skema sewa guna usaha melalui perusahaan pembiayaan mitra.',
    ],
  ]),
  ...pageFaqs('mobil-baru', 'test-drive', [
    [
      'Apakah test drive dikenakan biaya?',
      'Tidak. Test drive di dealer maupun di rumah Anda gratis dan tidak mewajibkan pembelian.',
      true,
    ],
    [
      'Apa yang perlu dibawa saat test drive?',
      'Bawa SIM A yang masih berlaku dan KTP. Pengemudi di bawah 21 tahun atau tanpa SIM A hanya dapat ikut sebagai penumpang.',
    ],
    [
      'Bisakah test drive dilakukan di rumah?',
      'Bisa untuk wilayah tertentu di sekitar dealer. Pilih opsi test drive di rumah saat mengisi formulir, dan sales kami akan mengonfirmasi ketersediaan unit serta jadwalnya.',
    ],
    [
      'Berapa lama waktu test drive?',
      'Satu sesi berlangsung sekitar 30 menit dengan rute yang disepakati bersama sales konsultan. Anda dapat meminta rute yang mencakup jalan tol atau tanjakan bila tersedia di sekitar dealer.',
    ],
  ]),
  ...faqGroup('mobil-bekas', '', [
    [
      'Apa yang dimaksud mobil bekas bersertifikat?',
      'Mobil bekas bersertifikat adalah unit yang telah lolos inspeksi 175 titik oleh teknisi kami, memiliki dokumen lengkap, dan bebas dari riwayat banjir berat maupun kecelakaan struktural.',
      true,
    ],
    [
      'Apakah mobil bekas bersertifikat bergaransi?',
      `Ya. Setiap unit bersertifikat mendapat ${USED_CAR_WARRANTY.text}, dengan syarat servis dilakukan di bengkel resmi Toyota.`,
    ],
    [
      'Apakah mobil bekas bisa dibeli secara kredit?',
      'Bisa. Uang muka mulai 20% dengan tenor hingga 4 tahun, bergantung pada tahun kendaraan dan persetujuan perusahaan pembiayaan.',
    ],
    [
      'Bisakah saya melihat dan mencoba unit sebelum membeli?',
      'Tentu. Jadwalkan kunjungan dari halaman detail unit, dan kami akan menyiapkan unit tersebut untuk Anda periksa dan coba kendarai di dealer.',
    ],
    [
      'Apakah tersedia mobil bekas selain merek Toyota?',
      'Sebagian besar unit kami adalah Toyota, tetapi kadang tersedia merek lain dari hasil tukar tambah. Unit merek lain tetap melewati inspeksi yang sama sebelum dipasarkan.',
    ],
  ]),
  ...pageFaqs('servis', 'trade-in', [
    [
      'Apakah mobil merek lain bisa ditukar tambah?',
      'Bisa. Kami menerima mobil dari semua merek selama dokumennya lengkap dan sah, lalu menaksirnya secara gratis.',
      true,
    ],
    [
      'Berapa lama harga taksiran berlaku?',
      'Harga taksiran berlaku 7 hari sejak inspeksi. Bila kondisi mobil berubah saat diserahkan, harga dapat disesuaikan kembali.',
    ],
    [
      'Bagaimana jika mobil lama saya masih dalam masa kredit?',
      'Kami dapat membantu pelunasan sisa kredit langsung ke perusahaan pembiayaan, dan selisih nilainya diperhitungkan sebagai uang muka mobil baru.',
    ],
    [
      'Dokumen apa yang perlu disiapkan untuk tukar tambah?',
      'Siapkan BPKB, STNK yang masih berlaku, faktur pembelian bila ada, KTP pemilik sesuai BPKB, dan kunci cadangan.',
    ],
  ]),
  ...faqGroup('servis', '', [
    [
      'Berapa interval servis berkala mobil Toyota?',
      'Umumnya setiap 10.000 km atau 6 bulan, mana yang lebih dahulu tercapai. Jadwal lengkap untuk setiap model tercantum di buku servis kendaraan Anda.',
      true,
    ],
    [
      'Berapa lama waktu pengerjaan servis berkala?',
      'Servis berkala ringan rata-rata selesai dalam 90 menit bila Anda datang sesuai jadwal booking. Servis besar dengan penggantian banyak komponen dapat memakan waktu 3 sampai 4 jam.',
    ],
    [
      'Apakah saya bisa mengetahui biaya servis sebelum datang?',
      'Bisa. Saat booking, pilih model dan jenis servis, lalu sistem menampilkan estimasi biaya jasa dan suku cadang. Pekerjaan tambahan hanya dilakukan setelah Anda menyetujuinya.',
    ],
    [
      'Apakah bengkel Kemudi Toyota melayani mobil hybrid dan listrik?',
      'Ya. Setiap bengkel kami memiliki teknisi bersertifikat untuk kendaraan hybrid, dan cabang tertentu juga melayani kendaraan listrik berbasis baterai.',
    ],
    [
      'Apakah riwayat servis saya tersimpan?',
      'Riwayat servis di seluruh bengkel Kemudi Toyota tersimpan dan dapat dilihat di menu akun setelah kendaraan Anda terdaftar.',
    ],
    [
      'Bagaimana jika hasil servis kurang memuaskan?',
      'Hubungi bengkel tempat servis dilakukan dalam 7 hari. Keluhan atas pekerjaan yang sama akan ditangani ulang tanpa biaya jasa.',
    ],
  ]),
  ...pageFaqs('servis', 'booking-service', [
    [
      'Bagaimana cara booking servis?',
      'Pilih menu Servis Booking, masukkan data kendaraan, pilih bengkel, tanggal, dan jam, lalu konfirmasi. Bukti booking dikirim melalui email dan WhatsApp.',
      true,
    ],
    [
      'Bisakah saya mengubah atau membatalkan booking?',
      'Bisa, paling lambat 2 jam sebelum jadwal melalui menu akun atau tautan pada pesan konfirmasi. Pembatalan tidak dikenakan biaya.',
    ],
    [
      'Apa yang terjadi bila saya terlambat datang?',
      'Booking kami tahan hingga 30 menit. Lewat dari itu, kendaraan Anda tetap dilayani sesuai antrean yang tersedia.',
    ],
    [
      'Apakah booking servis dikenakan biaya?',
      'Tidak. Booking gratis, dan Anda hanya membayar biaya servis setelah pekerjaan selesai.',
    ],
  ]),
  ...pageFaqs('servis', 'home-service', [
    [
      'Pekerjaan apa saja yang bisa dilakukan lewat Home Service?',
      'Servis berkala ringan, penggantian oli, aki, kampas rem, wiper, dan lampu, serta pemeriksaan umum kendaraan. Perbaikan yang memerlukan pengangkat mobil atau peralatan berat tetap dikerjakan di bengkel.',
      true,
    ],
    [
      'Apakah ada biaya tambahan untuk Home Service?',
      'Tidak ada biaya kunjungan untuk alamat dalam radius 15 km dari bengkel. Di luar radius itu dikenakan biaya transportasi yang diinformasikan sebelum pemesanan dikonfirmasi.',
    ],
    [
      'Apa yang perlu saya siapkan di lokasi?',
      'Sediakan area parkir yang datar dan aman, idealnya beratap, dengan ruang kosong sekitar 1 meter di sekeliling mobil. Teknisi membawa sendiri peralatan dan suku cadangnya.',
    ],
    [
      'Di kota mana Home Service tersedia?',
      'Home Service tersedia di kota-kota tempat bengkel Kemudi Toyota beroperasi. Ketersediaan untuk alamat Anda akan terlihat saat mengisi formulir pemesanan.',
    ],
  ]),
  ...pageFaqs('servis', 'body-paint', [
    [
      'Berapa lama perbaikan bodi dan cat?',
      'Perbaikan satu panel biasanya selesai dalam 2 sampai 3 hari kerja. Kerusakan yang lebih luas atau yang menunggu persetujuan asuransi dapat memakan waktu lebih lama.',
    ],
    [
      'Apakah bisa klaim asuransi di bengkel Kemudi Toyota?',
      'Bisa. Bengkel bodi dan cat kami bekerja sama dengan banyak perusahaan asuransi, dan petugas kami membantu kelengkapan dokumen klaim.',
      true,
    ],
    [
      'Apakah hasil cat bergaransi?',
      'Ya. Pekerjaan cat bergaransi 1 tahun terhadap belang, retak, atau mengelupas, kecuali akibat benturan baru atau bahan kimia.',
    ],
    [
      'Bisakah saya meminta estimasi biaya dari foto?',
      'Bisa. Kirim foto kerusakan dari beberapa sudut melalui formulir Body & Paint. Estimasi awal dikirim dalam satu hari kerja dan dipastikan saat pemeriksaan langsung.',
    ],
  ]),
  ...pageFaqs('servis', 'spare-parts', [
    [
      'Bagaimana memastikan suku cadang cocok untuk mobil saya?',
      'Pilih model mobil Anda pada filter, lalu periksa daftar model yang cocok di setiap komponen. Bila ragu, sebutkan nomor rangka kendaraan kepada service advisor kami agar nomor part dicek di katalog resmi Toyota.',
      true,
    ],
    [
      'Apakah suku cadang bergaransi?',
      'Ya. Suku cadang asli Toyota bergaransi 6 bulan atau 10.000 km terhadap cacat produksi bila dipasang di bengkel resmi.',
    ],
    [
      'Apakah bisa langsung dipasang di bengkel?',
      'Bisa. Saat memesan, pilih pemasangan oleh teknisi kami dan tentukan jadwal servis; biaya jasa pemasangan diinformasikan sebelum pekerjaan dimulai.',
    ],
  ]),
  ...pageFaqs('servis', 'layanan-bengkel', [
    [
      'Jam berapa bengkel Kemudi Toyota buka?',
      'Umumnya Senin sampai Jumat pukul 08.00–17.00 dan Sabtu pukul 08.00–15.00. Jam setiap cabang tercantum pada daftar bengkel di halaman ini.',
      true,
    ],
    [
      'Apakah harus booking sebelum datang?',
      'Tidak wajib, tetapi pelanggan yang booking dilayani lebih dulu sesuai jadwal sehingga tidak perlu mengantre.',
    ],
    [
      'Apakah servis di bengkel resmi menjaga garansi pabrik?',
      'Ya. Servis berkala di bengkel resmi dengan suku cadang asli tercatat di buku servis dan menjaga garansi kendaraan baru Anda.',
    ],
  ]),
  ...pageFaqs('servis', 'cubain', [
    [
      'Apa syarat sewa mobil lepas kunci di Cubain?',
      'KTP dan SIM A yang masih berlaku atas nama penyewa, serta deposit yang dikembalikan penuh setelah mobil dikembalikan dalam kondisi baik.',
      true,
    ],
    [
      'Apa saja yang termasuk dalam tarif sewa?',
      'Tarif harian sudah termasuk asuransi all risk dan bantuan darurat 24 jam. Paket dengan pengemudi juga mencakup jasa pengemudi selama 12 jam; bahan bakar, tol, dan parkir ditanggung penyewa.',
    ],
    [
      'Bisakah pesanan sewa dibatalkan?',
      'Bisa. Pembatalan lebih dari 48 jam sebelum jadwal tidak dikenakan biaya; pembatalan setelahnya dikenakan biaya sewa satu hari.',
    ],
  ]),
  ...pageFaqs('servis', 'tracking-order', [
    [
      'Di mana saya menemukan nomor pesanan?',
      'Nomor pesanan mobil baru tercantum di Surat Pemesanan Kendaraan (SPK), sedangkan kode booking servis dikirim melalui WhatsApp dan email setelah booking dikonfirmasi.',
      true,
    ],
    [
      'Seberapa sering status diperbarui?',
      'Status servis diperbarui langsung oleh service advisor setiap kali tahap pekerjaan berubah. Status pembelian mobil diperbarui saat dokumen atau unit berpindah tahap.',
    ],
    [
      'Status pesanan saya tidak berubah, apa yang harus dilakukan?',
      'Bila status tidak berubah lebih dari dua hari kerja, hubungi sales atau service advisor Anda, atau kontak pusat layanan Kemudi melalui WhatsApp.',
    ],
  ]),
  ...faqGroup('aksesoris', '', [
    [
      'Apakah aksesoris yang dijual asli Toyota?',
      'Ya. Seluruh aksesoris di situs ini adalah aksesoris asli yang dirancang sesuai model kendaraan, sehingga aman bagi kelistrikan dan tidak memengaruhi garansi.',
    ],
    [
      'Apakah harga aksesoris sudah termasuk pemasangan?',
      'Harga yang tercantum sudah termasuk pemasangan di dealer, kecuali disebutkan lain pada halaman produk.',
    ],
    [
      'Bagaimana jika aksesoris yang saya terima rusak?',
      'Laporkan kepada dealer dalam 7 hari sejak pemasangan. Produk dengan cacat produksi akan diganti tanpa biaya.',
    ],
    [
      'Bisakah saya memesan aksesoris untuk mobil yang bukan dibeli di Kemudi Toyota?',
      'Bisa. Aksesoris tersedia untuk semua pemilik mobil Toyota, di mana pun mobilnya dibeli.',
    ],
  ]),
  ...faqGroup('kupon', '', [
    [
      'Apa itu kupon servis?',
      'Kupon servis adalah paket servis berkala prabayar dengan harga lebih hemat dibanding membayar setiap kunjungan. Kupon dapat dipakai di semua bengkel Kemudi Toyota.',
    ],
    [
      'Berapa lama masa berlaku kupon servis?',
      'Setiap kupon memiliki masa berlaku yang tercantum di halaman produk, umumnya 12 sampai 24 bulan sejak pembelian.',
    ],
    [
      'Bagaimana cara memakai kupon servis?',
      'Pilih kupon saat membuat booking servis, atau tunjukkan kode kupon di akun Anda kepada penasihat servis saat datang ke bengkel.',
    ],
    [
      'Apakah kupon servis bisa dipindahtangankan?',
      'Kupon terikat pada nomor rangka kendaraan yang didaftarkan saat pembelian. Bila kendaraan dijual, sisa kupon ikut berpindah bersama kendaraan.',
    ],
  ]),
  ...faqGroup('akun', '', [
    [
      'Bagaimana cara membuat akun?',
      'Klik Masuk / Daftar, lalu daftar dengan nomor ponsel atau email. Kami akan mengirim kode OTP untuk verifikasi.',
    ],
    [
      'Saya lupa kata sandi, apa yang harus dilakukan?',
      'Pilih Lupa Kata Sandi di halaman masuk dan masukkan email Anda. Tautan untuk membuat kata sandi baru akan dikirim ke email tersebut.',
    ],
    [
      'Bagaimana cara mengganti nomor ponsel di akun?',
      'Buka menu profil di akun Anda, pilih ubah nomor ponsel, lalu verifikasi nomor baru dengan kode OTP yang dikirim melalui WhatsApp atau SMS.',
    ],
    [
      'Bagaimana cara menghapus akun?',
      'Ajukan permintaan penghapusan melalui email layanan pelanggan dari alamat email yang terdaftar. Permintaan diproses paling lambat 14 hari kerja, kecuali data yang wajib kami simpan menurut hukum.',
    ],
  ]),
  ...faqGroup('pembayaran', '', [
    [
      'Metode pembayaran apa saja yang tersedia?',
      'Untuk pembelian di situs, tersedia transfer virtual account, kartu kredit, dan dompet digital. Pembelian mobil dibayar melalui rekening resmi atas nama perusahaan dealer yang tercantum di SPK.',
    ],
    [
      'Apakah aman membayar uang muka mobil secara transfer?',
      'Aman selama Anda mentransfer ke rekening atas nama perusahaan dealer yang tercantum di SPK. Jangan pernah mentransfer ke rekening pribadi, termasuk atas permintaan orang yang mengaku sebagai sales.',
    ],
    [
      'Bisakah cicilan 0% dengan kartu kredit?',
      'Cicilan 0% hingga 6 bulan tersedia untuk aksesoris, suku cadang, dan kupon servis dengan kartu kredit bank mitra untuk transaksi minimal Rp1.000.000.',
    ],
    [
      'Bagaimana proses pengembalian dana?',
      'Pengembalian dana untuk pesanan yang dibatalkan sesuai ketentuan diproses dalam 14 hari kerja ke metode pembayaran semula atau ke rekening atas nama pembeli.',
    ],
  ]),
  ...productFaqs('avanza', [
    [
      'Berapa konsumsi BBM Toyota Avanza?',
      'Dalam pemakaian campuran, Avanza umumnya mencapai sekitar 12 sampai 15 km per liter, bergantung pada tipe transmisi, muatan, dan kondisi lalu lintas.',
    ],
    [
      'Apa beda Avanza tipe E dan G?',
      'Tipe G memiliki fitur kenyamanan dan tampilan yang lebih lengkap dibanding tipe E, misalnya pada sistem hiburan, material interior, dan desain pelek. Perbandingan rincinya dapat dilihat di halaman spesifikasi lengkap.',
    ],
    [
      'Apakah Avanza tersedia dengan transmisi otomatis?',
      'Ya, Avanza tersedia dengan transmisi manual dan otomatis CVT pada tipe-tipe tertentu.',
    ],
  ]),
  ...productFaqs('veloz', [
    [
      'Apa perbedaan Veloz dengan Avanza?',
      'Veloz berbagi dasar yang sama dengan Avanza, tetapi hadir dengan desain lebih premium, mesin 1.5 liter, dan fitur kenyamanan serta keselamatan yang lebih lengkap.',
    ],
    [
      'Apakah Veloz memiliki fitur keselamatan aktif?',
      'Tipe tertentu dilengkapi fitur bantuan pengemudi seperti peringatan tabrakan depan, pemantau titik buta, dan kamera 360 derajat.',
    ],
  ]),
  ...productFaqs('innovazenix', [
    [
      'Apakah Kijang Innova Zenix tersedia versi hybrid?',
      'Ya. Kijang Innova Zenix tersedia dalam versi bensin dan hybrid. Versi hybrid tidak perlu diisi daya dari listrik rumah.',
    ],
    [
      'Apakah Kijang Innova Zenix berpenggerak roda depan?',
      'Ya, Kijang Innova Zenix memakai penggerak roda depan sehingga kabin lebih lapang dan bantingan lebih halus dibanding generasi sebelumnya.',
    ],
    [
      'Berapa kapasitas penumpang Kijang Innova Zenix?',
      'Tersedia konfigurasi 7 penumpang dengan kursi kapten di baris kedua dan 8 penumpang dengan kursi bangku, bergantung pada tipe.',
    ],
  ]),
  ...productFaqs('yariscross', [
    [
      'Apakah Yaris Cross tersedia versi hybrid?',
      'Ya. Selain versi bensin, tersedia Yaris Cross Hybrid yang lebih irit terutama untuk pemakaian di dalam kota.',
    ],
    [
      'Berapa ground clearance Yaris Cross?',
      'Yaris Cross memiliki jarak terendah ke tanah sekitar 210 mm, cukup tinggi untuk jalan bergelombang dan genangan ringan.',
    ],
  ]),
  ...productFaqs('fortuner', [
    [
      'Apakah Fortuner tersedia penggerak empat roda?',
      'Ya. Fortuner tersedia dalam penggerak roda belakang (4x2) dan penggerak empat roda (4x4) pada tipe tertentu.',
    ],
    [
      'Bahan bakar apa yang digunakan Fortuner diesel?',
      'Gunakan solar dengan angka setana yang sesuai rekomendasi buku manual agar performa dan usia komponen injeksi tetap terjaga.',
    ],
    [
      'Berapa interval servis Fortuner?',
      'Sama seperti model Toyota lain, yaitu setiap 10.000 km atau 6 bulan. Untuk pemakaian berat seperti medan berdebu, teknisi dapat menyarankan penggantian filter lebih sering.',
    ],
  ]),
  ...productFaqs('agyagrsport', [
    [
      'Apa perbedaan Agya GR Sport dengan Agya biasa?',
      'Agya GR Sport memiliki tampilan lebih sporty dengan body kit dan emblem GR Sport, serta setelan suspensi dan kemudi yang disesuaikan untuk rasa berkendara lebih mantap.',
    ],
    [
      'Apakah Agya GR Sport cocok sebagai mobil pertama?',
      'Sangat cocok. Ukurannya ringkas, mudah diparkir, irit bahan bakar, dan biaya perawatannya terjangkau.',
    ],
  ]),
  ...productFaqs('vios', [
    [
      'Apa perbedaan Vios tipe E dan tipe G?',
      'Tipe G menambahkan Toyota Safety Sense (Pre-Collision System, Lane Departure Alert, Automatic High Beam), panel instrumen digital 7 inci, layar hiburan 9 inci, AC digital, velg 16 inci, dan rem cakram di keempat roda. Enam airbag, VSC, dan HSA sudah tersedia sejak tipe E.',
    ],
    [
      'Apakah Vios tersedia dengan transmisi manual?',
      'Ya. Vios 1.5 E tersedia dengan transmisi manual 5 percepatan maupun CVT, sedangkan tipe G hanya dengan CVT.',
    ],
  ]),
];

// ---------------------------------------------------------------------------------------------
// Static pages (page/static-page?pageId|componentId).
// ---------------------------------------------------------------------------------------------

// One source with the footer: packages/domain constants.
const COMPANY = COMPANY_INFO.name;
const HEAD_OFFICE = COMPANY_INFO.headOffice;
const CALL_CENTRE = SUPPORT_CONTACTS.callCentre.display;
const TOLL_FREE = SUPPORT_CONTACTS.tollFree.display;
const WHATSAPP = SUPPORT_CONTACTS.whatsApp.display;
const EMAIL = SUPPORT_CONTACTS.email.display;
const PRIVACY_EMAIL = SUPPORT_CONTACTS.privacyEmail.display;

export const staticPages: StaticPageRow[] = [
  {
    pageId: 'tentang-kami',
    componentId: 'cmp-tentang-kami',
    title: 'Tentang Kami',
    description:
      'Kemudi Toyota adalah grup dealer resmi Toyota yang melayani penjualan, servis, suku cadang, dan mobil bekas bersertifikat sejak 2001.',
    sections: [
      {
        heading: 'Perjalanan Kami',
        paragraphs: [
          'Kemudi Toyota berawal dari sebuah showroom kecil di Sunter, Jakarta Utara, pada tahun 2001. Dengan enam sales konsultan dan empat stall servis, kami memulai dengan satu keyakinan sederhana: membeli dan merawat mobil seharusnya terasa mudah dan jujur.',
          `Seiring kepercayaan pelanggan yang terus tumbuh, jaringan kami berkembang ke kota-kota besar di Jawa, lalu ke Bali, Sumatra, Kalimantan, dan Sulawesi. Pada 2026, bertepatan dengan ulang tahun ke-25, kami meresmikan dealer ke-${NETWORK.cikarang} di Cikarang.`,
        ],
      },
      {
        heading: 'Jaringan Kami',
        paragraphs: [
          `Saat ini ${NETWORK.open} dealer Kemudi Toyota melayani di ${NETWORK.cities} kota dan kabupaten, mulai dari Banda Aceh hingga Makassar;${closedNote} Sebagian besar cabang merupakan dealer 3S yang menyediakan penjualan, servis, dan suku cadang di satu lokasi, dan beberapa di antaranya dilengkapi bengkel bodi dan cat.`,
          'Di luar dealer, layanan kami hadir melalui Home Service yang mendatangi rumah atau kantor pelanggan, posko siaga di musim mudik, serta situs dan aplikasi yang memungkinkan pelanggan memesan mobil, booking servis, dan membeli aksesoris kapan saja.',
        ],
      },
      {
        heading: 'Layanan Kami',
        paragraphs: [
          'Kami melayani penjualan seluruh lini mobil baru Toyota, termasuk model hybrid dan listrik, serta mobil bekas bersertifikat yang telah lolos inspeksi menyeluruh. Layanan purna jual kami mencakup servis berkala, perbaikan umum, bodi dan cat, suku cadang dan aksesoris asli, kupon servis, serta tukar tambah.',
        ],
      },
      {
        heading: 'Nilai yang Kami Pegang',
        paragraphs: [
          'Jujur: setiap harga, biaya, dan rekomendasi perbaikan kami jelaskan secara terbuka sebelum pelanggan memutuskan.',
          'Tepat waktu: kami menghargai waktu pelanggan, mulai dari jadwal booking servis hingga tanggal serah terima kendaraan.',
          'Peduli: kami mendengarkan setiap masukan, termasuk keluhan, dan menjadikannya bahan perbaikan layanan.',
          'Terus belajar: teknisi dan sales konsultan kami mengikuti pelatihan rutin, termasuk untuk teknologi hybrid dan kendaraan listrik.',
        ],
      },
      {
        heading: 'Kantor Pusat',
        paragraphs: [`${COMPANY}, ${HEAD_OFFICE}.`],
      },
    ],
    updatedDate: '2026-11-05',
  },
  {
    pageId: 'prestasi',
    componentId: 'cmp-prestasi',
    title: 'Prestasi',
    description:
      'Penghargaan yang diraih Kemudi Toyota dan cabang-cabangnya atas kualitas penjualan, layanan purna jual, dan kepuasan pelanggan.',
    sections: [
      {
        heading: 'Penghargaan 2026',
        paragraphs: [
          'Dealer Purna Jual Terbaik Nasional dalam ajang apresiasi jaringan dealer Toyota, dengan sorotan khusus untuk Kemudi Toyota Sunter (volume servis terbesar), Kemudi Toyota Bandung Soekarno-Hatta (kecepatan layanan), dan Kemudi Toyota Sidoarjo (bodi dan cat).',
          'Juara pertama kompetisi keterampilan teknisi hybrid tingkat regional Jawa Timur, diraih oleh tim teknisi Kemudi Toyota Surabaya Ahmad Yani.',
        ],
      },
      {
        heading: 'Penghargaan 2025',
        paragraphs: [
          'Dealer dengan Indeks Kepuasan Pelanggan Penjualan Tertinggi untuk wilayah Jabodetabek, diraih Kemudi Toyota Fatmawati.',
          'Penghargaan Layanan Digital Terbaik untuk penerapan booking servis daring dan laporan pemeriksaan bergambar melalui WhatsApp.',
          'Penghargaan Keselamatan Kerja Bengkel tanpa kecelakaan kerja selama tiga tahun berturut-turut untuk 12 bengkel Kemudi Toyota.',
        ],
      },
      {
        heading: 'Penghargaan 2024',
        paragraphs: [
          'Dealer Terbaik Penjualan Kendaraan Elektrifikasi untuk wilayah Jawa Tengah dan DI Yogyakarta.',
          'Juara umum kompetisi sales konsultan tingkat nasional kategori pelayanan pelanggan, diraih oleh perwakilan Kemudi Toyota Denpasar.',
        ],
      },
      {
        heading: 'Makna Penghargaan bagi Kami',
        paragraphs: [
          'Setiap penghargaan lahir dari penilaian pelanggan dan kerja keras seluruh karyawan. Kami menjadikannya pengingat untuk terus menjaga standar layanan, bukan alasan untuk berpuas diri.',
        ],
      },
    ],
    updatedDate: '2026-08-20',
  },
  {
    pageId: 'syarat-ketentuan-umum',
    componentId: 'cmp-syarat-ketentuan-umum',
    title: 'Syarat & Ketentuan Umum',
    description:
      'Ketentuan yang mengatur penggunaan situs dan aplikasi Kemudi Toyota beserta layanan di dalamnya.',
    sections: [
      {
        heading: '1. Ketentuan Umum',
        paragraphs: [
          `Situs dan aplikasi Kemudi Toyota (bersama-sama disebut "Platform") dikelola oleh ${COMPANY} ("Kami"). Dengan mengakses atau menggunakan Platform, Anda menyatakan telah membaca, memahami, dan menyetujui Syarat & Ketentuan Umum ini.`,
          'Layanan tertentu, seperti test drive, booking servis, tukar tambah, kupon servis, dan Home Service, juga tunduk pada syarat dan ketentuan khusus yang ditampilkan pada halaman layanan tersebut. Bila terdapat perbedaan, ketentuan khusus yang berlaku.',
        ],
      },
      {
        heading: '2. Akun Pengguna',
        paragraphs: [
          'Untuk memakai sebagian fitur, Anda perlu membuat akun dengan data yang benar, lengkap, dan terbaru. Anda bertanggung jawab menjaga kerahasiaan kata sandi dan kode OTP, serta atas seluruh aktivitas yang terjadi melalui akun Anda.',
          'Kami tidak pernah meminta kata sandi atau kode OTP melalui telepon, email, maupun pesan pribadi. Segera hubungi layanan pelanggan bila Anda menduga akun Anda digunakan tanpa izin.',
        ],
      },
      {
        heading: '3. Informasi Produk dan Harga',
        paragraphs: [
          'Kami berupaya menampilkan informasi produk, spesifikasi, warna, dan harga seakurat mungkin. Gambar bersifat ilustrasi dan dapat berbeda dengan unit sebenarnya.',
          'Harga mobil baru yang ditampilkan adalah harga on the road untuk kota yang dipilih dan dapat berubah sewaktu-waktu. Harga yang mengikat adalah harga yang tercantum dalam Surat Pemesanan Kendaraan (SPK) yang telah ditandatangani kedua belah pihak.',
        ],
      },
      {
        heading: '4. Pemesanan dan Pembayaran',
        paragraphs: [
          'Permintaan penawaran atau pemesanan melalui Platform belum merupakan perjanjian jual beli. Perjanjian terjadi setelah SPK atau konfirmasi pesanan diterbitkan dan pembayaran pertama diterima.',
          'Pembayaran hanya sah bila dilakukan ke rekening atau kanal pembayaran resmi atas nama perusahaan dealer. Kami tidak bertanggung jawab atas pembayaran ke rekening pribadi atau pihak lain.',
        ],
      },
      {
        heading: '5. Promo dan Kupon',
        paragraphs: [
          'Setiap promo memiliki periode, wilayah, dan ketentuan sendiri sebagaimana tercantum pada halaman promo. Promo tidak dapat diuangkan dan tidak dapat digabungkan kecuali dinyatakan lain.',
          'Kami berhak membatalkan keuntungan promo atau kupon yang diperoleh dengan cara yang tidak wajar, termasuk penggunaan data palsu atau penyalahgunaan sistem.',
        ],
      },
      {
        heading: '6. Penggunaan yang Dilarang',
        paragraphs: [
          'Anda dilarang menggunakan Platform untuk tujuan yang melanggar hukum, mengirim konten yang menyinggung atau menyesatkan, mengganggu atau mencoba mengakses sistem Kami tanpa izin, serta mengambil data secara otomatis dalam jumlah besar tanpa persetujuan tertulis dari Kami.',
          'Ulasan yang Anda kirim harus berdasarkan pengalaman sendiri. Kami dapat menyunting atau menghapus ulasan yang berisi kata-kata kasar, data pribadi orang lain, atau promosi pihak ketiga.',
        ],
      },
      {
        heading: '7. Hak Kekayaan Intelektual',
        paragraphs: [
          'Seluruh konten di Platform, termasuk teks, gambar, tata letak, dan perangkat lunak, dilindungi hak kekayaan intelektual. Merek Toyota dan logonya adalah milik pemegang merek yang sah dan digunakan berdasarkan hubungan keagenan resmi.',
          'Anda tidak diperkenankan menyalin, mengubah, atau menyebarluaskan konten Platform untuk kepentingan komersial tanpa izin tertulis dari Kami.',
        ],
      },
      {
        heading: '8. Batasan Tanggung Jawab',
        paragraphs: [
          'Platform disediakan sebagaimana adanya. Kami tidak menjamin Platform selalu bebas gangguan dan tidak bertanggung jawab atas kerugian tidak langsung yang timbul akibat gangguan teknis, pemeliharaan sistem, atau keadaan di luar kendali Kami.',
          'Simulasi kredit dan estimasi biaya servis di Platform bersifat perkiraan. Nilai final mengikuti perjanjian dengan perusahaan pembiayaan atau perintah kerja bengkel.',
        ],
      },
      {
        heading: '9. Tautan Pihak Ketiga',
        paragraphs: [
          'Platform dapat memuat tautan ke situs pihak ketiga, seperti perusahaan pembiayaan atau asuransi mitra. Penggunaan situs tersebut tunduk pada ketentuan dan kebijakan privasi masing-masing pihak.',
        ],
      },
      {
        heading: '10. Perubahan Ketentuan',
        paragraphs: [
          'Kami dapat mengubah Syarat & Ketentuan Umum ini dari waktu ke waktu. Perubahan diumumkan di halaman ini dengan tanggal pembaruan, dan penggunaan Platform setelah perubahan berarti Anda menyetujui ketentuan yang baru.',
        ],
      },
      {
        heading: '11. Hukum yang Berlaku dan Penyelesaian Sengketa',
        paragraphs: [
          'Syarat & Ketentuan ini tunduk pada hukum Republik Indonesia. Setiap perselisihan akan diselesaikan terlebih dahulu secara musyawarah, dan bila tidak tercapai kesepakatan dalam 30 hari, diselesaikan melalui Pengadilan Negeri Jakarta Utara.',
        ],
      },
      {
        heading: '12. Hubungi Kami',
        paragraphs: [
          `Pertanyaan mengenai Syarat & Ketentuan ini dapat disampaikan melalui call centre ${CALL_CENTRE}, WhatsApp ${WHATSAPP}, atau email ${EMAIL}.`,
        ],
      },
    ],
    updatedDate: '2026-09-01',
  },
  {
    pageId: 'pemberitahuan-privasi',
    componentId: 'cmp-pemberitahuan-privasi',
    title: 'Pemberitahuan Privasi',
    description:
      'Cara Kemudi Toyota mengumpulkan, menggunakan, menyimpan, dan melindungi data pribadi Anda sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
    sections: [
      {
        heading: '1. Tentang Pemberitahuan Ini',
        paragraphs: [
          `${COMPANY} ("Kami") adalah Pengendali Data Pribadi atas data yang Anda berikan melalui situs, aplikasi, dealer, dan bengkel Kemudi Toyota. Pemberitahuan ini menjelaskan pemrosesan data pribadi Anda sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP) dan peraturan pelaksananya.`,
        ],
      },
      {
        heading: '2. Data Pribadi yang Kami Kumpulkan',
        paragraphs: [
          'Data identitas dan kontak: nama, nomor ponsel, alamat email, alamat tempat tinggal, kota, tanggal lahir, dan jenis kelamin.',
          'Data transaksi dan kendaraan: riwayat pemesanan, nomor polisi, nomor rangka, riwayat servis, kupon, dan pembayaran. Untuk pengajuan kredit, Kami meneruskan dokumen yang Anda serahkan, seperti KTP, NPWP, dan bukti penghasilan, kepada perusahaan pembiayaan pilihan Anda.',
          'Data profil dan preferensi yang Anda isi secara sukarela, seperti pekerjaan, minat, dan hobi.',
          'Data teknis: alamat IP, jenis perangkat dan peramban, halaman yang dikunjungi, serta cookie dan penyimpanan lokal yang diperlukan agar Platform berfungsi, misalnya untuk mengingat kota pilihan dan isi keranjang.',
        ],
      },
      {
        heading: '3. Tujuan Pemrosesan',
        paragraphs: [
          'Kami memproses data pribadi untuk membuat dan mengelola akun; memproses penawaran, pemesanan, test drive, booking servis, Home Service, tukar tambah, dan pembelian; mengirim konfirmasi, pengingat servis, dan informasi terkait transaksi; menangani keluhan; serta menjaga keamanan Platform dan mencegah penipuan.',
          'Dengan persetujuan Anda, Kami juga memproses data untuk menghubungi Anda melalui WhatsApp, telepon, atau email mengenai penawaran produk, promo, dan acara, serta untuk analisis yang membantu Kami memahami kebutuhan pelanggan.',
        ],
      },
      {
        heading: '4. Dasar Pemrosesan',
        paragraphs: [
          'Sesuai Pasal 20 UU PDP, Kami memproses data pribadi berdasarkan: persetujuan yang sah dan eksplisit dari Anda; pemenuhan kewajiban perjanjian, misalnya pemesanan kendaraan atau servis; pemenuhan kewajiban hukum, seperti kewajiban perpajakan dan pendaftaran kendaraan; serta kepentingan yang sah, seperti keamanan sistem dan pencegahan penipuan, dengan tetap memperhatikan hak Anda.',
        ],
      },
      {
        heading: '5. Pengungkapan kepada Pihak Lain',
        paragraphs: [
          'Data pribadi hanya Kami bagikan sejauh diperlukan kepada: agen pemegang merek Toyota untuk keperluan garansi dan kampanye keselamatan; perusahaan pembiayaan dan asuransi yang Anda pilih; penyedia jasa teknologi, pengiriman pesan, dan pembayaran yang bekerja atas instruksi Kami; serta instansi pemerintah bila diwajibkan oleh peraturan perundang-undangan.',
          'Setiap pihak yang memproses data atas nama Kami terikat perjanjian untuk menjaga kerahasiaan dan keamanan data. Kami tidak menjual data pribadi Anda.',
        ],
      },
      {
        heading: '6. Penyimpanan dan Retensi',
        paragraphs: [
          'Data pribadi disimpan di pusat data di Indonesia atau di lokasi lain dengan tingkat pelindungan yang setara sebagaimana dipersyaratkan UU PDP.',
          'Data akun disimpan selama akun aktif dan hingga 2 tahun setelah penutupan akun. Data transaksi dan dokumen keuangan disimpan selama 10 tahun sesuai kewajiban dokumen perusahaan. Data untuk keperluan pemasaran disimpan hingga Anda menarik persetujuan. Setelah masa retensi berakhir, data dimusnahkan atau dianonimkan.',
        ],
      },
      {
        heading: '7. Keamanan Data',
        paragraphs: [
          'Kami menerapkan langkah teknis dan organisasi yang wajar, termasuk enkripsi saat pengiriman data, pembatasan akses berdasarkan kebutuhan, pengamanan sesi login agar tidak dapat diambil alih pihak lain, serta pemantauan sistem. Bila terjadi kegagalan pelindungan data pribadi, Kami akan memberitahukannya kepada Anda dan lembaga yang berwenang paling lambat 3 x 24 jam sesuai UU PDP.',
        ],
      },
      {
        heading: '8. Hak Anda sebagai Subjek Data',
        paragraphs: [
          'Anda berhak mendapatkan informasi tentang pemrosesan data pribadi Anda; mengakses dan memperoleh salinan data; memperbaiki data yang tidak akurat; meminta penghapusan atau pemusnahan data; menarik kembali persetujuan; mengajukan keberatan atas pengambilan keputusan yang semata-mata otomatis; membatasi atau menunda pemrosesan; serta meminta data Anda dalam format yang umum dipakai untuk dipindahkan ke pihak lain.',
          'Permintaan dapat diajukan melalui kontak pada bagian terakhir pemberitahuan ini. Kami akan menanggapinya paling lambat 3 x 24 jam sejak permintaan diterima dan menindaklanjutinya sesuai ketentuan UU PDP. Penarikan persetujuan tidak memengaruhi keabsahan pemrosesan yang telah dilakukan sebelumnya.',
        ],
      },
      {
        heading: '9. Data Pribadi Anak',
        paragraphs: [
          'Layanan Kami ditujukan bagi pengguna dewasa. Pemrosesan data pribadi anak hanya dilakukan dengan persetujuan orang tua atau wali sesuai UU PDP.',
        ],
      },
      {
        heading: '10. Cookie',
        paragraphs: [
          'Kami menggunakan cookie yang diperlukan untuk login, keranjang belanja, dan pilihan kota, serta cookie analitik untuk memahami penggunaan Platform. Anda dapat mengatur atau menghapus cookie melalui pengaturan peramban, meskipun sebagian fitur mungkin tidak berfungsi optimal.',
        ],
      },
      {
        heading: '11. Perubahan Pemberitahuan Privasi',
        paragraphs: [
          'Pemberitahuan ini dapat Kami perbarui untuk menyesuaikan perubahan layanan atau peraturan. Perubahan penting akan Kami sampaikan melalui Platform atau email sebelum berlaku.',
        ],
      },
      {
        heading: '12. Hubungi Pejabat Pelindungan Data',
        paragraphs: [
          `Pertanyaan dan permintaan terkait data pribadi dapat dikirim kepada Pejabat Pelindungan Data Pribadi Kami melalui email ${PRIVACY_EMAIL} atau surat ke ${COMPANY}, ${HEAD_OFFICE}. Anda juga dapat menghubungi call centre ${CALL_CENTRE}.`,
        ],
      },
    ],
    updatedDate: '2026-09-01',
  },
  {
    pageId: 'hubungi-kami',
    componentId: 'cmp-hubungi-kami',
    title: 'Hubungi Kami',
    description:
      'Kanal resmi layanan pelanggan Kemudi Toyota untuk pertanyaan, keluhan, dan bantuan darurat di jalan.',
    sections: [
      {
        heading: 'Call Center',
        paragraphs: [
          `Hubungi ${CALL_CENTRE} setiap hari pukul 08.00 sampai 20.00 WIB untuk informasi produk, promo, servis, dan status pesanan. Untuk penelepon dari telepon rumah, tersedia juga layanan bebas pulsa ${TOLL_FREE}.`,
        ],
      },
      {
        heading: 'WhatsApp',
        paragraphs: [
          `Kirim pesan ke ${WHATSAPP}. Pesan dibalas setiap hari pukul 07.00 sampai 22.00 WIB. Akun resmi kami bertanda centang verifikasi, dan kami tidak pernah meminta kode OTP atau transfer ke rekening pribadi.`,
        ],
      },
      {
        heading: 'Email',
        paragraphs: [
          `Kirim pertanyaan atau keluhan tertulis ke ${EMAIL}. Sertakan nama, nomor ponsel, dan nomor polisi kendaraan bila terkait servis agar kami dapat menindaklanjuti lebih cepat. Email dibalas paling lambat 1 hari kerja.`,
        ],
      },
      {
        heading: 'Emergency Road Assistance 1500 898',
        paragraphs: [
          'Bila mobil Toyota Anda mogok, mengalami ban bocor, atau kecelakaan di jalan, hubungi Emergency Road Assistance di 1500 898 yang siaga 24 jam setiap hari. Siapkan lokasi, nomor polisi, dan gambaran singkat kendala Anda.',
        ],
      },
      {
        heading: 'Kantor Pusat',
        paragraphs: [`${COMPANY}, ${HEAD_OFFICE}. Senin sampai Jumat, pukul 08.30 sampai 17.00 WIB.`],
      },
      {
        heading: 'Dealer Terdekat',
        paragraphs: [
          'Alamat, jam operasional, dan nomor telepon setiap cabang dapat dilihat di halaman Dealer Toyota. Anda juga dapat mengobrol dengan Tanya Tasia, asisten virtual kami, melalui tombol obrolan di situs dan aplikasi.',
        ],
      },
    ],
    updatedDate: '2026-07-01',
  },
];

// ---------------------------------------------------------------------------------------------
// Terms and conditions per service (termcondition?type).
// ---------------------------------------------------------------------------------------------

export const termConditions: TermConditionRow[] = [
  {
    type: 'test-drive',
    title: 'Syarat & Ketentuan Test Drive',
    items: [
      'Peserta test drive wajib memiliki SIM A yang masih berlaku dan menunjukkan KTP asli.',
      'Peserta berusia minimal 21 tahun untuk mengemudikan unit; peserta di bawah usia tersebut hanya dapat ikut sebagai penumpang.',
      'Test drive dilakukan bersama sales konsultan Kemudi Toyota pada rute yang telah disepakati, dengan durasi sekitar 30 menit.',
      'Peserta wajib mematuhi peraturan lalu lintas serta instruksi sales konsultan, dan tidak diperkenankan mengemudi dalam pengaruh alkohol atau obat-obatan.',
      'Kerusakan akibat kelalaian atau pelanggaran lalu lintas oleh peserta menjadi tanggung jawab peserta.',
      'Jadwal test drive dapat berubah menyesuaikan ketersediaan unit dan cuaca, dan akan dikonfirmasi kembali oleh sales konsultan.',
      'Test drive tidak dipungut biaya dan tidak mewajibkan pembelian.',
    ],
    updatedDate: '2026-07-01',
  },
  {
    type: 'booking-service',
    title: 'Syarat & Ketentuan Booking Servis',
    items: [
      'Booking servis dapat dilakukan paling cepat 2 jam dan paling lambat 30 hari sebelum jadwal kedatangan.',
      'Pelanggan diharapkan datang sesuai jadwal; booking ditahan maksimal 30 menit dari jam yang dipilih.',
      'Perubahan atau pembatalan booking dapat dilakukan paling lambat 2 jam sebelum jadwal tanpa biaya.',
      'Estimasi biaya pada saat booking bersifat perkiraan; pekerjaan tambahan hanya dilakukan setelah mendapat persetujuan pelanggan.',
      'Barang berharga di dalam kendaraan menjadi tanggung jawab pelanggan.',
      'Kendaraan yang tidak diambil lebih dari 3 hari setelah servis selesai dapat dikenakan biaya penyimpanan.',
    ],
    updatedDate: '2026-10-15',
  },
  {
    type: 'trade-in',
    title: 'Syarat & Ketentuan Tukar Tambah',
    items: [
      'Kendaraan yang ditukar harus memiliki BPKB, STNK yang masih berlaku, dan dokumen kepemilikan lain yang sah.',
      'Pemilik kendaraan sesuai BPKB atau kuasanya wajib hadir saat penyerahan kendaraan dan penandatanganan dokumen.',
      'Harga taksiran berlaku 7 hari sejak inspeksi dan dapat disesuaikan bila kondisi kendaraan berubah saat diserahkan.',
      'Nilai kendaraan lama diperhitungkan sebagai uang muka atau pengurang harga mobil baru dan tidak dibayarkan tunai, kecuali disepakati lain secara tertulis.',
      'Kendaraan dengan sisa kredit dapat ditukar setelah perusahaan pembiayaan menerbitkan surat keterangan sisa pinjaman.',
      'Kemudi Toyota berhak menolak kendaraan dengan dokumen bermasalah, bekas banjir berat, atau kerusakan struktural.',
    ],
    updatedDate: '2026-10-01',
  },
  {
    type: 'kupon-service',
    title: 'Syarat & Ketentuan Kupon Servis',
    items: [
      'Kupon servis terikat pada nomor rangka kendaraan yang didaftarkan saat pembelian.',
      'Kupon berlaku di seluruh bengkel Kemudi Toyota selama masa berlaku yang tercantum pada kupon.',
      'Kupon mencakup pekerjaan dan suku cadang sesuai rincian paket; pekerjaan di luar paket dikenakan biaya terpisah.',
      'Kupon yang sudah dibeli tidak dapat diuangkan; sisa kupon yang tidak terpakai hingga masa berlaku habis dianggap hangus.',
      'Pembatalan pembelian kupon yang belum dipakai sama sekali dapat diajukan dalam 7 hari sejak pembelian.',
    ],
    updatedDate: '2026-10-15',
  },
  {
    type: 'home-service',
    title: 'Syarat & Ketentuan Home Service',
    items: [
      'Home Service tersedia untuk alamat di wilayah layanan bengkel Kemudi Toyota; biaya transportasi berlaku untuk jarak lebih dari 15 km dari bengkel.',
      'Pelanggan menyediakan lokasi parkir yang datar, aman, dan memiliki ruang kerja di sekeliling kendaraan.',
      'Jenis pekerjaan terbatas pada servis berkala ringan dan penggantian komponen yang tidak memerlukan pengangkat kendaraan.',
      'Bila teknisi menemukan kerusakan yang harus ditangani di bengkel, pelanggan akan diberi rekomendasi dan estimasi biaya.',
      'Perubahan jadwal dapat dilakukan paling lambat 1 hari sebelum kunjungan.',
      'Pembayaran dilakukan secara nontunai setelah pekerjaan selesai.',
    ],
    updatedDate: '2026-10-15',
  },
  {
    type: 'newsletter',
    title: 'Syarat & Ketentuan Newsletter',
    items: [
      'Dengan berlangganan, Anda setuju menerima email berisi promo, berita, dan tips dari Kemudi Toyota.',
      'Kami mengirim paling banyak empat email newsletter setiap bulan.',
      'Alamat email Anda hanya digunakan untuk pengiriman newsletter dan tidak dibagikan kepada pihak lain untuk kepentingan pemasaran mereka.',
      'Anda dapat berhenti berlangganan kapan saja melalui tautan di setiap email.',
    ],
    updatedDate: '2026-09-01',
  },
];

// ---------------------------------------------------------------------------------------------
// Menus (§2): header, Purna Jual submenu, search quick menu, home tiles.
// ---------------------------------------------------------------------------------------------

/** The §2 menus, in the database the API serves them from (content/v1/menu/category). */
export const menuCategories: MenuCategoryRow[] = (Object.keys(SITE_MENU) as MenuLocation[]).flatMap((location) =>
  SITE_MENU[location].map((item, i) => ({ location, ...item, sortOrder: i + 1 })),
);

// ---------------------------------------------------------------------------------------------
// Banners (data.bannerUrl per location, §7).
// ---------------------------------------------------------------------------------------------

export const banners: BannerRow[] = [
  {
    location: 'home-hero',
    title: 'Akhir Tahun Lebih Ringan bersama Kemudi Toyota',
    subtitle: 'DP mulai 15%, cashback hingga Rp15 juta, dan gratis servis berkala 3 tahun.',
    linkUrl: '/promosi/program-akhir-tahun-kemudi-2026',
    color: '#b3001b',
  },
  {
    location: 'login-page',
    title: 'Satu Akun untuk Semua Layanan',
    subtitle: 'Masuk untuk booking servis, memantau pesanan, dan menyimpan kupon Anda.',
    linkUrl: '/register',
    color: '#1a1a1a',
  },
  {
    location: 'services-landing',
    title: 'Servis Tanpa Antre',
    subtitle: 'Booking servis berkala dan hemat 20% biaya jasa hingga 20 Desember 2026.',
    linkUrl: '/services-toyota/booking-service',
    color: '#0b3d91',
  },
  {
    location: 'used-car-landing',
    title: 'Mobil Bekas Bersertifikat',
    subtitle: 'Lolos inspeksi 175 titik dengan garansi mesin dan transmisi 1 tahun.',
    linkUrl: '/c/certified-used-car-toyota',
    color: '#123a6b',
  },
  {
    location: 'accessories-landing',
    title: 'Aksesoris Asli, Pas di Setiap Model',
    subtitle: 'Paket bundel hemat hingga 30%, sudah termasuk pemasangan di dealer.',
    linkUrl: '/aksesoris',
    color: '#23262b',
  },
];

// ---------------------------------------------------------------------------------------------
// Consent texts (§3 consent items; §9: checkbox = source 4 detail 4, popup = source 4 detail 5).
// ---------------------------------------------------------------------------------------------

export const consentTexts: ConsentTextRow[] = [
  {
    consentSourceCode: 4,
    consentSourceDetailCode: 1,
    title: 'Persetujuan Newsletter',
    bodyMessage:
      'Saya setuju alamat email saya diproses oleh PT Kemudi Otomotif Nusantara untuk menerima newsletter berisi promo, berita, dan tips, sesuai Pemberitahuan Privasi dan UU Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi. Saya dapat berhenti berlangganan kapan saja.',
  },
  // §9 checkbox (4/4) and popup (4/5): the very texts the site falls back on when pdp-consent fails (§8).
  ...BUILT_IN_CONSENT_TEXTS,
];

// ---------------------------------------------------------------------------------------------
// Configs (get-config/{key}: stored ISO, answered dd/mm/yyyy, §3).
// ---------------------------------------------------------------------------------------------

export const configs: ConfigRow[] = [
  {
    key: 'catalogue-price-update',
    value: '2026-11-01',
    description: 'Tanggal terakhir pembaruan harga katalog mobil baru.',
  },
  {
    key: 'promo-period-end',
    value: '2026-12-31',
    description: 'Tanggal berakhirnya periode promo yang sedang berjalan.',
  },
  {
    key: 'service-price-update',
    value: '2026-10-15',
    description: 'Tanggal terakhir pembaruan daftar harga jasa dan suku cadang servis.',
  },
  {
    key: 'seamless-launch-date',
    value: '2026-07-01',
    description: 'Tanggal mulai berlakunya login terpadu antara situs dan aplikasi.',
  },
  {
    key: 'privacy-policy-update',
    value: '2026-09-01',
    description: 'Tanggal terakhir pembaruan Pemberitahuan Privasi.',
  },
];
