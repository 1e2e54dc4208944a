import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/*
 * The console's form field set (issue 24): every field has a visible label tied to its control, a
 * hint and an error read out with it (aria-describedby), and the same look. The queues' forms
 * reuse these.
 */

type FieldChrome = { label: string; hint?: ReactNode; error?: string | null | undefined };

function describedBy(id: string, props: FieldChrome): string | undefined {
  const ids = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's hint and error, each with the id its control names in aria-describedby. */
function FieldMessages({ id, hint, error }: Omit<FieldChrome, 'label'> & { id: string }) {
  return (
    <>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

function Chrome({ id, label, hint, error, children }: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField({ label, hint, error, ...input }: FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <Chrome id={id} label={label} hint={hint} error={error}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, hint, error })} {...input} />
    </Chrome>
  );
}

/** A multi-line text (a note, a reply), with the same label, hint and error as the other fields. */
export function TextAreaField({ label, hint, error, ...area }: FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <Chrome id={id} label={label} hint={hint} error={error}>
      <textarea id={id} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, hint, error })} {...area} />
    </Chrome>
  );
}

export function SelectField({
  label,
  hint,
  error,
  options,
  ...select
}: FieldChrome & { options: readonly { value: string; label: string }[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <Chrome id={id} label={label} hint={hint} error={error}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, hint, error })} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Chrome>
  );
}

/** Several choices from a list (e.g. branches, cities), with a filter box when the list is long. */
export function CheckboxGroup<V extends number | string>({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  filterLabel,
  filter,
  onFilter,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  options: readonly { value: V; label: string; detail?: string }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  filterLabel?: string;
  filter?: string;
  onFilter?: (text: string) => void;
}) {
  const id = useId();
  const shown = filter ? options.filter((o) => `${o.label} ${o.detail ?? ''}`.toLowerCase().includes(filter.toLowerCase())) : options;
  return (
    <fieldset className={error ? 'field field-invalid' : 'field'} aria-describedby={describedBy(id, { label: legend, hint, error })}>
      <legend>{legend}</legend>
      {onFilter ? (
        <input className="checkbox-filter" type="search" aria-label={filterLabel ?? `Cari ${legend.toLowerCase()}`} placeholder={filterLabel} value={filter ?? ''} onChange={(e) => onFilter(e.target.value)} />
      ) : null}
      <div className="checkbox-list">
        {shown.map((option) => (
          <label key={String(option.value)} className="checkbox">
            <input
              type="checkbox"
              checked={value.includes(option.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))}
            />
            <span>
              {option.label}
              {option.detail ? <small> · {option.detail}</small> : null}
            </span>
          </label>
        ))}
        {shown.length === 0 ? <p className="muted">Tidak ada yang cocok.</p> : null}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A form-level message: the API's refusal, or a success. */
export function Notice({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function SubmitButton({ pending, children, pendingText = 'Memproses…' }: { pending: boolean; children: ReactNode; pendingText?: string }) {
  return (
    <button type="submit" className="button button-primary" disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingText : children}
    </button>
  );
}

/** A six-digit authenticator code (the app may show it as `123 456`). */
export function CodeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="123456"
    />
  );
}
