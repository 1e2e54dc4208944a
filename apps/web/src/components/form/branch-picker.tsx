'use client';

import { useState } from 'react';
import type { CityGroup } from '@/lib/city-options';
import { CitySelect } from './city-select';
import styles from './form.module.css';
import { StepLegend } from './step-legend';
import { FieldError } from './text-field';

/** A branch as the picker lists it: its name, its address and one line of facts (distance, phone…). */
export interface BranchChoice {
  slug: string;
  name: string;
  address: string;
  meta: string;
}

/**
 * BranchPicker — the "Dealer" step of the booking and checkout forms (issue 28's form kit): the
 * city select (grouped by province), the "use my location" button with what the list is sorted
 * from, and the branches nearest first as radio cards. Where the list comes from is the caller's:
 * the booking forms ask the booking service again for a city or a position (BookingBranchPicker),
 * the checkout re-renders the page for a city and measures distances from a position
 * (CheckoutBranchPicker). With `shownFirst` only the nearest few are listed (the chosen branch
 * always), the rest behind "Tampilkan N dealer lain".
 */
export function BranchPicker({
  no,
  title,
  cityId,
  errorId,
  cityGroups,
  cityValue,
  cityExtra,
  cityDisabled,
  onCityChange,
  locateLabel,
  locateDisabled,
  onLocate,
  status,
  problem,
  busy,
  branches,
  emptyText,
  listLabel,
  shownFirst,
  value,
  error,
  onChange,
}: {
  no: number;
  title: string;
  /** The city select's id; `errorId` the id of the step's error. */
  cityId: string;
  errorId: string;
  cityGroups: readonly CityGroup[];
  cityValue: string;
  cityExtra?: { value: string; label: string } | null;
  cityDisabled?: boolean;
  onCityChange: (isocode: string) => void;
  locateLabel: string;
  locateDisabled: boolean;
  onLocate: () => void;
  /** What the list is sorted from, or that it is loading (a live status). */
  status: string;
  problem: string | null;
  busy: boolean;
  branches: readonly BranchChoice[];
  emptyText: string;
  listLabel: string;
  shownFirst?: number;
  value: string;
  error?: string | undefined;
  onChange: (slug: string) => void;
}) {
  // "Show all" holds for the list it was pressed on; a new list starts short again.
  const [expanded, setExpanded] = useState<readonly BranchChoice[] | null>(null);
  const showAll = shownFirst === undefined || expanded === branches;
  const shown = showAll ? branches : branches.filter((b, i) => i < shownFirst || b.slug === value);
  const hidden = branches.length - shown.length;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className={styles.step} aria-describedby={describedBy} aria-busy={busy}>
      <StepLegend no={no} title={title} />
      <div className={styles.field}>
        <label htmlFor={cityId}>Kota</label>
        <CitySelect id={cityId} groups={cityGroups} value={cityValue} extra={cityExtra ?? null} onCityChange={onCityChange} disabled={cityDisabled} />
      </div>
      <div className={`${styles.row} ${styles.locate}`}>
        <button type="button" className={styles.linkButton} onClick={onLocate} disabled={locateDisabled}>
          {locateLabel}
        </button>
        <span className={`${styles.muted} ${styles.small}`} role="status">
          {status}
        </span>
      </div>
      {problem ? <p className={styles.hint}>{problem}</p> : null}
      {branches.length === 0 ? (
        <p className={styles.alert}>{emptyText}</p>
      ) : (
        <ul className={styles.choices} aria-label={listLabel}>
          {shown.map((b) => (
            <li key={b.slug}>
              <label className={styles.choice}>
                <input type="radio" name="branchSlug" value={b.slug} checked={value === b.slug} onChange={() => onChange(b.slug)} />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{b.name}</span>
                  <span className={styles.choiceMeta}>{b.address}</span>
                  <span className={styles.choiceMeta}>{b.meta}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 ? (
        <p className={styles.row}>
          <button type="button" className={styles.linkButton} onClick={() => setExpanded(branches)}>
            {`Tampilkan ${hidden} dealer lain`}
          </button>
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
