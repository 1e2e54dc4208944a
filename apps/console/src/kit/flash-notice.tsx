import { clearFlash, useFlash } from '../flash';
import { Notice } from './form';

/** The message carried from the previous page (flash.ts), until closed. */
export function FlashNotice({ tone = 'info' }: { tone?: 'info' | 'success' }) {
  const flash = useFlash();
  if (!flash) return null;
  return (
    <Notice tone={tone}>
      {flash}{' '}
      <button type="button" className="link-button" onClick={clearFlash}>
        Tutup
      </button>
    </Notice>
  );
}
