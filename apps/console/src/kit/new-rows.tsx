import { useState } from 'react';

/*
 * "3 booking baru": a polled list (refetchInterval 10 s) tells how many records arrived since it
 * was first shown with these filters, without a reload (issue 24: new records appear live).
 */

/** How many rows arrived since the list was first shown with these filters (`key`); starts again when they change. */
export function useNewRows(total: number | undefined, key: string): number {
  const [base, setBase] = useState<{ key: string; total: number } | null>(null);
  if (total !== undefined && (base === null || base.key !== key)) {
    setBase({ key, total });
    return 0;
  }
  return base && total !== undefined ? Math.max(0, total - base.total) : 0;
}

/** The notice, read out politely as the polled list grows; `onShow` (e.g. back to the first page, newest first) when offered. */
export function NewRowsNotice({ count, noun, onShow }: { count: number; noun: string; onShow?: () => void }) {
  return (
    <p role="status" aria-live="polite" className="new-rows">
      {count > 0 ? (
        <>
          {`${count} ${noun} baru masuk sejak halaman ini dibuka.`}{' '}
          {onShow ? (
            <button type="button" className="link-button" onClick={onShow}>
              Tampilkan
            </button>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
