import type { SelectHTMLAttributes } from 'react';
import type { CityGroup } from '@/lib/city-options';

/**
 * The city select of the forms: the cities grouped by province (an optgroup each; a group without
 * a province lists its cities bare). `extra` is an option before them (e.g. "Lokasi saya" while the
 * list is sorted from the visitor's position). The label and notes are the caller's (a field).
 */
export function CitySelect({
  groups,
  value,
  onCityChange,
  extra,
  ...select
}: {
  groups: readonly CityGroup[];
  value: string;
  onCityChange: (isocode: string) => void;
  extra?: { value: string; label: string } | null;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>) {
  const options = (cities: CityGroup['cities']) =>
    cities.map((c) => (
      <option key={c.isocode} value={c.isocode}>
        {c.name}
      </option>
    ));
  return (
    <select value={value} onChange={(e) => onCityChange(e.currentTarget.value)} {...select}>
      {extra ? <option value={extra.value}>{extra.label}</option> : null}
      {groups.map((group) =>
        group.provinceName ? (
          <optgroup key={group.provinceName} label={group.provinceName}>
            {options(group.cities)}
          </optgroup>
        ) : (
          options(group.cities)
        ),
      )}
    </select>
  );
}
