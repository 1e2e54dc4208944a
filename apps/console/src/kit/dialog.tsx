import { useEffect, useId, useRef, type ReactNode } from 'react';

/*
 * A modal dialog or a side drawer (issue 25) on the browser's own <dialog>: showModal() gives the
 * focus trap, Esc to close and the inert page behind it for free. Rendered only while open.
 */
export function Dialog({ title, onClose, children, variant = 'dialog' }: { title: string; onClose: () => void; children: ReactNode; variant?: 'dialog' | 'drawer' }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={variant === 'drawer' ? 'dialog dialog-drawer' : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button" onClick={onClose}>
          Tutup
        </button>
      </div>
      {children}
    </dialog>
  );
}
