import { MAX_SEARCH_LENGTH, SEARCH_RESULTS_PATH } from '@/lib/search-results';
import styles from './search-results.module.css';

/**
 * The page's own search form, filled with the text searched: a plain GET form, so a new search
 * works without JavaScript and starts again on "Semua" at page 1.
 */
export function SearchResultsForm({ text }: { text: string }) {
  return (
    <form action={SEARCH_RESULTS_PATH} method="get" role="search" aria-label="Ubah pencarian" className={styles.form}>
      <div className={styles.field}>
        <label htmlFor="search-results-text">Kata kunci</label>
        <input
          id="search-results-text"
          name="text"
          type="search"
          defaultValue={text}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Cari mobil, servis, aksesoris, promo…"
        />
      </div>
      <button type="submit" className={styles.submit}>
        Cari
      </button>
    </form>
  );
}
