import { formatRupiah } from '@kemudi/domain/format';

/**
 * The original price before a §9 discount, struck through and read out as "Harga normal …". The
 * catalogues' price tags (new cars, after-sales) share it; each passes its own CSS module's class.
 */
export function StruckPrice({ price, className }: { price: number | null; className: string | undefined }) {
  return (
    <del className={className}>
      <span className="visually-hidden">Harga normal </span>
      {formatRupiah(price)}
    </del>
  );
}
