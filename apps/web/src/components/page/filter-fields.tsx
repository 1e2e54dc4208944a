import Link from '@/components/page/link';

/*
 * The fields of the catalogues' filter forms (new cars, certified used cars, after-sales). Each
 * catalogue's filters are a plain GET form (they work without JavaScript and every filtered list has
 * its own URL), built from the same labelled selects, actions and removable chips; only the look
 * differs, so each caller passes the class names of its own CSS module.
 */

export interface FilterOption {
  value: string;
  label: string;
}

export interface LabelledSelectProps {
  id: string;
  /** The query parameter the choice is sent as. */
  name: string;
  label: string;
  /** The current choice; undefined selects the "all" option. */
  value: string | undefined;
  /** The first option, the empty value: "Semua …". Left out where there is always a choice (sorting). */
  allLabel?: string | undefined;
  options: readonly FilterOption[];
  /** A last option: a value from the URL that the choices do not offer, so that it stays selected. */
  extra?: FilterOption | undefined;
}

/** A label and its select, side by side in the form (the sort forms put them straight in the form). */
export function LabelledSelect({ id, name, label, value, allLabel, options, extra }: LabelledSelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {extra ? <option value={extra.value}>{extra.label}</option> : null}
      </select>
    </>
  );
}

/** One field of a filter form: a labelled select in its own box. */
export function FilterSelect({ className, ...select }: LabelledSelectProps & { className: string | undefined }) {
  return (
    <div className={className}>
      <LabelledSelect {...select} />
    </div>
  );
}

/** Several filter fields in a row, in the order given (the order of the form is the order of the list). */
export function FilterSelects({ className, fields }: { className: string | undefined; fields: readonly LabelledSelectProps[] }) {
  return (
    <>
      {fields.map((field) => (
        <FilterSelect key={field.id} className={className} {...field} />
      ))}
    </>
  );
}

/** Options whose value is also what the visitor reads (fuels, transmissions, years). */
export const plainOptions = (values: readonly (string | number)[]): FilterOption[] => values.map((v) => ({ value: String(v), label: String(v) }));

/** A choice's label with how many items it holds: "Avanza (12)". */
export const withCount = (label: string, count: number) => `${label} (${count})`;

/** Facet choices (models, cities) as options, each with how many items it holds. */
export const facetOptions = (facets: readonly { code: string; name: string; count: number }[]): FilterOption[] =>
  facets.map((f) => ({ value: f.code, label: withCount(f.name, f.count) }));

/** Options from a value → label record, in the record's order. */
export const recordOptions = (labels: Readonly<Record<string, string>>): FilterOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The hidden fields that carry the other parameters along when one form changes only one of them. */
export function HiddenParams({ params, except }: { params: Readonly<Record<string, string | undefined>>; except: string }) {
  return (
    <>
      {Object.entries(params).map(([k, v]) => (k !== except && v !== undefined ? <input key={k} type="hidden" name={k} value={v} /> : null))}
    </>
  );
}

/** The submit button and, when there is something to clear, the link back to the unfiltered list. */
export function FilterActions({
  className,
  submitLabel,
  reset,
}: {
  className: string | undefined;
  submitLabel: string;
  reset?: { href: string; label: string; className?: string | undefined } | null | undefined;
}) {
  return (
    <div className={className}>
      <button type="submit" className="button">
        {submitLabel}
      </button>
      {reset ? (
        <Link href={reset.href} className={reset.className}>
          {reset.label}
        </Link>
      ) : null}
    </div>
  );
}

export interface FilterChip {
  label: string;
  /** The same list without this filter. */
  href: string;
}

/** The filters in use as removable chips: each link is the same list without that one filter. */
export function FilterChips({
  chips,
  label,
  className,
  spaced = false,
}: {
  chips: readonly FilterChip[];
  /** The list's accessible name. */
  label: string;
  className: string | undefined;
  /** A space between the label and its "×" (the used-car chips have one, the after-sales chips a CSS gap). */
  spaced?: boolean;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link href={chip.href} aria-label={`Hapus filter ${chip.label}`}>
            {chip.label}
            {spaced ? ' ' : null}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Sorting as its own small GET form beside the results: it carries the filters along as hidden
 * fields, so a new order keeps them (and, without a page parameter, starts again at page 1).
 */
export function FilterSortForm({
  path,
  params,
  id,
  value,
  options,
  className,
  button,
}: {
  path: string;
  params: Readonly<Record<string, string | undefined>>;
  id: string;
  value: string;
  options: readonly FilterOption[];
  className: string | undefined;
  button: { label: string; className: string | undefined };
}) {
  return (
    <form method="get" action={path} className={className}>
      <HiddenParams params={params} except="sort" />
      <LabelledSelect id={id} name="sort" label="Urutkan" value={value} options={options} />
      <button type="submit" className={button.className}>
        {button.label}
      </button>
    </form>
  );
}

/** The summary of a catalogue's "Filter" disclosure (phones fold the form into it): the word and, when any is set, how many filters are on. */
export function FilterSummary({ active, countClassName }: { active: number; countClassName: string | undefined }) {
  return (
    <summary>
      <span>
        Filter
        {active > 0 ? (
          <span className={countClassName}>
            {active}
            <span className="visually-hidden"> filter aktif</span>
          </span>
        ) : null}
      </span>
    </summary>
  );
}
