import { PROMO_CATEGORIES } from '@kemudi/domain/contracts/promos';
import { promoImagePath, staffPromoCalls, type StaffPromoCreateBody } from '@kemudi/domain/contracts/staff-promos';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage, uploadFile } from '../../api';
import { CheckboxGroup, Notice, SelectField, SubmitButton, TextAreaField, TextField } from '../../kit/form';
import { promoTargetsQuery } from './queries';

/** What the form edits: the body of the create call (the slug only when creating). */
export type PromoFormValues = Required<Omit<StaffPromoCreateBody, 'imageId'>> & { imageId: string | null };

type Target = 'national' | 'city' | 'branch';

/**
 * The promo form (issue 25): texts, category, hero, the period to the minute in WIB, the target
 * (national, cities or branches, picked from the lists the API gives) and the picture — uploaded
 * at once and checked by the API from its bytes; the promo keeps it when saved.
 */
export function PromoForm({
  initial,
  withSlug,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  initial: PromoFormValues;
  withSlug: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: PromoFormValues) => void;
}) {
  const [values, setValues] = useState(initial);
  const [termsText, setTermsText] = useState(initial.terms.join('\n'));
  const [target, setTarget] = useState<Target>(initial.branchSlugs.length ? 'branch' : initial.cityIsocodes.length ? 'city' : 'national');
  const [branchFilter, setBranchFilter] = useState('');
  const targets = useQuery(promoTargetsQuery);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(staffPromoCalls.uploadImage, file),
    onSuccess: (image) => set({ imageId: image.id }),
  });
  const set = (patch: Partial<PromoFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      ...values,
      terms: termsText.split('\n').map((t) => t.trim()).filter(Boolean),
      cityIsocodes: target === 'city' ? values.cityIsocodes : [],
      branchSlugs: target === 'branch' ? values.branchSlugs : [],
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {error ? <Notice tone="error">{errorMessage(error)}</Notice> : null}
      <TextField label="Judul" required maxLength={150} value={values.title} onChange={(e) => set({ title: e.target.value })} />
      {withSlug ? (
        <TextField
          label="Slug"
          hint="Alamat halaman promo: /promosi/slug. Huruf kecil, angka dan tanda hubung; tidak dapat diubah setelah dibuat."
          required
          maxLength={80}
          value={values.slug}
          onChange={(e) => set({ slug: e.target.value })}
        />
      ) : null}
      <SelectField
        label="Kategori"
        value={values.category}
        options={PROMO_CATEGORIES.map((c) => ({ value: c, label: c }))}
        onChange={(e) => set({ category: e.target.value as PromoFormValues['category'] })}
      />
      <TextAreaField label="Ringkasan" hint="Tampil di kartu promo." required rows={2} maxLength={300} value={values.summary} onChange={(e) => set({ summary: e.target.value })} />
      <TextAreaField label="Isi promo" hint="Paragraf dipisahkan baris kosong." required rows={6} value={values.body} onChange={(e) => set({ body: e.target.value })} />
      <TextAreaField label="Syarat dan ketentuan" hint="Satu butir per baris." rows={4} value={termsText} onChange={(e) => setTermsText(e.target.value)} />

      <fieldset className="field">
        <legend>Periode tayang (WIB)</legend>
        <div className="filters">
          <TextField label="Mulai" type="datetime-local" required value={values.startsAt} onChange={(e) => set({ startsAt: e.target.value })} />
          <TextField label="Selesai" type="datetime-local" required value={values.endsAt} onChange={(e) => set({ endsAt: e.target.value })} />
        </div>
        <p className="field-hint">Promo yang sudah ditayangkan muncul sendiri pada waktu mulai dan hilang pada waktu selesai.</p>
      </fieldset>

      <fieldset className="field">
        <legend>Target</legend>
        <div className="button-row" role="radiogroup" aria-label="Target promo">
          {(
            [
              ['national', 'Nasional (semua kota)'],
              ['city', 'Kota tertentu'],
              ['branch', 'Cabang tertentu'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="checkbox">
              <input type="radio" name="target" value={value} checked={target === value} onChange={() => setTarget(value)} />
              <span>{label}</span>
            </label>
          ))}
        </div>
        {target === 'city' ? (
          <CheckboxGroup
            legend="Kota"
            options={(targets.data?.cities ?? []).map((c) => ({ value: c.isocode, label: c.name }))}
            value={values.cityIsocodes}
            onChange={(cityIsocodes) => set({ cityIsocodes })}
          />
        ) : null}
        {target === 'branch' ? (
          <CheckboxGroup
            legend="Cabang"
            options={(targets.data?.branches ?? []).map((b) => ({ value: b.slug, label: b.name, detail: b.cityName }))}
            value={values.branchSlugs}
            onChange={(branchSlugs) => set({ branchSlugs })}
            filterLabel="Cari cabang atau kota"
            filter={branchFilter}
            onFilter={setBranchFilter}
          />
        ) : null}
      </fieldset>

      <fieldset className="field">
        <legend>Banner beranda</legend>
        <label className="checkbox">
          <input type="checkbox" checked={values.isHero} onChange={(e) => set({ isHero: e.target.checked })} />
          <span>Tampilkan di hero beranda</span>
        </label>
        <TextField label="Warna aksen" type="color" value={values.heroColor} onChange={(e) => set({ heroColor: e.target.value })} />
      </fieldset>

      <fieldset className="field">
        <legend>Gambar</legend>
        {values.imageId ? (
          <img className="promo-image" src={promoImagePath(values.imageId)} alt="Gambar promo yang diunggah" />
        ) : (
          <p className="muted">Belum ada gambar: situs menggambar banner dari judul dan warna aksen.</p>
        )}
        <TextField
          label="Unggah gambar"
          hint="JPG, PNG atau WebP, paling besar 5 MB (disarankan 1200 × 630)."
          type="file"
          accept="image/jpeg,image/png,image/webp"
          error={upload.error ? errorMessage(upload.error) : null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
        {upload.isPending ? <p className="muted">Mengunggah…</p> : null}
        {values.imageId ? (
          <button type="button" className="link-button" onClick={() => set({ imageId: null })}>
            Hapus gambar
          </button>
        ) : null}
      </fieldset>

      <div className="button-row">
        <SubmitButton pending={pending || upload.isPending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
