import { renderMarkdown } from '@kemudi/domain/markdown';
import { useDeferredValue, useId } from 'react';

/**
 * A Markdown textarea with its live preview, rendered by the site's own renderer
 * (@kemudi/domain/markdown: no raw HTML, no script links, no pictures), so the editor sees what a
 * visitor will see.
 */
export function MarkdownField({ label, value, onChange, rows = 14, required }: { label: string; value: string; onChange: (value: string) => void; rows?: number; required?: boolean }) {
  const id = useId();
  const shown = useDeferredValue(value);
  return (
    <div className="markdown-editor">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <p className="field-hint" id={`${id}-hint`}>
          Markdown: <code>## Subjudul</code>, <code>**tebal**</code>, <code>*miring*</code>, <code>- daftar</code>, <code>[teks](https://…)</code>. HTML tidak diproses.
        </p>
        <textarea id={id} aria-describedby={`${id}-hint`} rows={rows} required={required} value={value} onChange={(e) => onChange(e.target.value)} />
      </div>
      <section className="markdown-preview" aria-label={`Pratinjau ${label.toLowerCase()}`}>
        <h3>Pratinjau</h3>
        {shown.trim() === '' ? <p className="muted">Belum ada isi.</p> : <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(shown) }} />}
      </section>
    </div>
  );
}

/** A text field with a character counter against the length search engines show (SEO title, description). */
export function CountedField({
  label,
  value,
  max,
  onChange,
  multiline = false,
  hint,
}: {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  multiline?: boolean;
  hint?: string;
}) {
  const id = useId();
  const over = value.length > max;
  const props = { id, value, 'aria-describedby': `${id}-count`, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      <p className={over ? 'field-error' : 'field-hint'} id={`${id}-count`} aria-live="polite">
        {value.length}/{max} karakter{over ? ' — terlalu panjang' : ''}
        {hint ? ` · ${hint}` : ''}
      </p>
    </div>
  );
}
