'use client';

import { CONTACT_TOPICS } from '@kemudi/domain/leads';
import { type FormEvent, useEffect, useState } from 'react';
import type { UploadSummary } from '@/components/bookings/file-upload-logic';
import { FileUpload } from '@/components/bookings/file-upload';
import formStyles from '@/components/form/form.module.css';
import { ContactFields } from '@/components/form/contact-block';
import { listCities, listProvinces } from '@/components/header/city-location';
import { LeadConfirmation } from '@/components/leads/lead-confirmation';
import { LEAD_FORM_MESSAGES, ticketOf } from '@/components/leads/lead-request';
import leads from '@/components/leads/leads.module.css';
import { useLeadSender } from '@/components/leads/use-lead-sender';
import { useHydrated } from '@/lib/use-hydrated';
import { TextAreaField } from '@/components/form/text-field';
import { LeadFormEnd } from '@/components/leads/lead-form-end';

/**
 * The /hubungi-kami contact form (issue 13): topic, name, email, phone, province and city (the
 * site's own province/city calls, as the header's city picker uses them), an optional photo
 * attachment (the booking upload widget, purpose 'attachment'), the question, consent and the
 * captcha → POST /api/hubungi-kami (leadCalls.contact) → the ticket number with the API's message.
 */

type Field = 'topic' | 'name' | 'email' | 'phoneNumber' | 'provinceCode' | 'cityCode' | 'question' | 'attachmentId' | 'consent';
const ORDER: readonly Field[] = ['topic', 'name', 'email', 'phoneNumber', 'provinceCode', 'cityCode', 'attachmentId', 'question', 'consent'];
type Place = { isocode: string; name: string };

const ROUTE = '/api/hubungi-kami';
const fieldId = (field: Field) => `kontak-${field}`;

/** The form's own checks before anything is sent (the route and the API check the same with their contract). */
function missingFields(values: Record<Exclude<Field, 'attachmentId' | 'consent'>, string>, consent: boolean): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (!values.topic) out.topic = 'Pilih topik';
  if (!values.name.trim()) out.name = 'Isi nama lengkap Anda';
  if (!values.email.trim()) out.email = 'Isi email Anda';
  if (!values.phoneNumber.trim()) out.phoneNumber = 'Isi nomor HP Anda';
  if (!values.provinceCode) out.provinceCode = 'Pilih provinsi';
  if (!values.cityCode) out.cityCode = 'Pilih kota';
  if (values.question.trim().length < 10) out.question = 'Tulis pertanyaan Anda (minimal 10 karakter)';
  if (!consent) out.consent = 'Anda perlu menyetujui pemrosesan data pribadi untuk melanjutkan';
  return out;
}

export function ContactForm() {
  const ready = useHydrated();
  const { captcha, busy, problem, setProblem, send, recorded } = useLeadSender('contact');
  const [values, setValues] = useState({ topic: '', name: '', email: '', phoneNumber: '', provinceCode: '', cityCode: '', question: '' });
  const [consent, setConsent] = useState(false);
  const [provinces, setProvinces] = useState<Place[]>([]);
  const [cities, setCities] = useState<Place[]>([]);
  const [placesProblem, setPlacesProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadSummary>({ fileIds: [], pending: 0, failed: 0 });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [ticket, setTicket] = useState<{ ticketNo: string; topicLabel: string; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    listProvinces().then(
      (list) => live && setProvinces(list),
      () => live && setPlacesProblem('Daftar provinsi belum dapat dimuat. Muat ulang halaman.'),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (ticket) document.getElementById('kontak-terkirim')?.focus();
  }, [ticket]);

  function set(field: keyof typeof values, value: string) {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'provinceCode' ? { cityCode: '' } : {}) }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function pickProvince(iso: string) {
    set('provinceCode', iso);
    setCities([]);
    if (!iso) return;
    try {
      setCities(await listCities(iso));
      setPlacesProblem(null);
    } catch {
      setPlacesProblem('Daftar kota belum dapat dimuat. Pilih provinsi lagi.');
    }
  }

  function refuse(found: Partial<Record<Field, string>>, message: string) {
    setErrors(found);
    setProblem(message);
    const first = ORDER.find((f) => found[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function pickConsent(checked: boolean) {
    setConsent(checked);
    setErrors((e) => ({ ...e, consent: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const missing = missingFields(values, consent);
    if (upload.pending > 0) missing.attachmentId = 'Tunggu lampiran selesai diunggah.';
    if (Object.keys(missing).length > 0) return refuse(missing, LEAD_FORM_MESSAGES.FORM_INVALID);
    const attachmentId = upload.fileIds[0];
    const outcome = await send(ROUTE, { ...values, ...(attachmentId ? { attachmentId } : {}), consent: true });
    switch (outcome?.kind) {
      case 'ok': {
        const found = ticketOf(outcome.data);
        if (!found) return setProblem(LEAD_FORM_MESSAGES.OFFLINE);
        recorded();
        return setTicket(found);
      }
      case 'invalid':
        return refuse(outcome.fields, outcome.message);
    }
  }

  if (ticket) {
    return (
      <LeadConfirmation id="kontak-terkirim" title="Pertanyaan Anda sudah kami terima" numberLabel="Nomor tiket" number={ticket.ticketNo} message={ticket.message}>
        {ticket.topicLabel ? <p className={leads.muted}>{`Topik: ${ticket.topicLabel}`}</p> : null}
        <p className={leads.muted}>Simpan nomor tiket ini untuk menanyakan perkembangan pertanyaan Anda.</p>
      </LeadConfirmation>
    );
  }

  const selectField = (field: 'topic' | 'provinceCode' | 'cityCode', label: string, options: readonly { value: string; label: string }[], placeholder: string, onPick: (v: string) => void, disabled = false) => (
    <div className={formStyles.field}>
      <label htmlFor={fieldId(field)}>{label}</label>
      <select
        id={fieldId(field)}
        value={values[field]}
        onChange={(e) => onPick(e.currentTarget.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${fieldId(field)}-error` : undefined}
        disabled={disabled}
        required
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors[field] ? (
        <p id={`${fieldId(field)}-error`} className={formStyles.fieldError}>
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate data-ready={ready && captcha.ready ? '' : undefined} aria-busy={busy} aria-labelledby="kontak-form-title">
      <h2 id="kontak-form-title">Kirim Pertanyaan</h2>
      <div className={formStyles.fields}>
        {selectField('topic', 'Topik', CONTACT_TOPICS, 'Pilih topik', (v) => set('topic', v))}
        <ContactFields idOf={fieldId} values={values} errors={errors} onChange={set} emailRequired order={['name', 'email', 'phoneNumber']} />
        {selectField(
          'provinceCode',
          'Provinsi',
          provinces.map((p) => ({ value: p.isocode, label: p.name })),
          'Pilih provinsi',
          (v) => void pickProvince(v),
        )}
        {selectField(
          'cityCode',
          'Kota/Kabupaten',
          cities.map((c) => ({ value: c.isocode, label: c.name })),
          values.provinceCode ? 'Pilih kota/kabupaten' : 'Pilih provinsi dulu',
          (v) => set('cityCode', v),
          !values.provinceCode,
        )}
      </div>
      {placesProblem ? <p className={formStyles.hint}>{placesProblem}</p> : null}
      <FileUpload
        id={fieldId('attachmentId')}
        purpose="attachment"
        label="Lampiran (opsional)"
        hint="Foto JPG, PNG atau WebP, paling besar 5 MB."
        chooseLabel="Pilih foto"
        error={errors.attachmentId}
        onChange={setUpload}
      />
      <TextAreaField id={fieldId('question')} label="Pertanyaan" value={values.question} maxLength={2000} onValueChange={(v) => set('question', v)} error={errors.question} required />
      <LeadFormEnd consentId={fieldId('consent')} consent={consent} consentError={errors.consent} onConsent={pickConsent} captcha={captcha.widget} problem={problem} label="Kirim Pertanyaan" busy={busy} ready={ready} />
    </form>
  );
}
