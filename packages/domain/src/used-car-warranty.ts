/**
 * The certified used car's warranty (issue 15): one promise, in one wording, on every listing, in
 * the promo, in the FAQ and on the car's page.
 */
export const USED_CAR_WARRANTY = {
  months: 12,
  km: 20_000,
  /** Mid-sentence: "Termasuk garansi mesin dan transmisi …". */
  text: 'garansi mesin dan transmisi 1 tahun atau 20.000 km, mana yang lebih dahulu tercapai',
  /** As a label ("Garansi"): the value. */
  label: 'Mesin dan transmisi, 1 tahun atau 20.000 km',
} as const;
