import {
  FLEET_MAX_UNITS,
  salesmanPhotoPath,
  staffBranchCalls,
  type StaffBranch,
  type StaffSalesman,
  type StaffSalesmanBody,
  type StaffWorkingDay,
} from '@kemudi/domain/contracts/staff-branches';
import { formatDateId, WEEKDAYS_ID } from '@kemudi/domain/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactElement } from 'react';
import { callApi, errorMessage, uploadFile } from '../../api';
import { setFlash } from '../../flash';
import { DetailLayout } from '../../kit/detail';
import { Dialog } from '../../kit/dialog';
import { FlashNotice } from '../../kit/flash-notice';
import { Notice, SubmitButton, TextAreaField, TextField } from '../../kit/form';
import { SimpleTable } from '../../kit/simple-table';
import { branchDetailQuery } from './queries';

const route = getRouteApi('/_app/cabang/$slug');

/** 1 = Senin … 7 = Minggu, as the schedule numbers its days. */
const dayName = (day: number) => WEEKDAYS_ID[day % 7] ?? '';

/**
 * One branch: its weekly working schedule, its closed days (holidays) and its salesmen, with the
 * audit timeline. The return type is written out (inferred, it made the router's types circular).
 */
export function BranchDetailPage(): ReactElement {
  const { slug } = route.useParams();
  const detail = useQuery(branchDetailQuery(slug));
  if (detail.isPending) return <p className="muted">Memuat…</p>;
  if (detail.isError) return <Notice tone="error">{errorMessage(detail.error)}</Notice>;
  const branch = detail.data;
  return (
    <>
      <p>
        <Link to="/cabang">← Daftar cabang</Link>
      </p>
      <FlashNotice />
      <DetailLayout
        title={branch.name}
        subtitle={<a href={branch.url}>{branch.url}</a>}
        facts={[
          { label: 'Kota', value: branch.cityName },
          { label: 'Zona waktu', value: branch.zoneLabel },
          { label: 'Sales', value: branch.salesmen.length },
          { label: 'Hari libur mendatang', value: branch.closures.length },
        ]}
        timeline={branch.timeline}
      >
        <ScheduleForm key={JSON.stringify(branch.schedule)} branch={branch} />
        <Closures branch={branch} />
        <Salesmen branch={branch} />
        <Fleet branch={branch} />
      </DetailLayout>
    </>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['branches'] });
  };
}

function ScheduleForm({ branch }: { branch: StaffBranch }) {
  const refresh = useRefresh();
  const [days, setDays] = useState<StaffWorkingDay[]>(branch.schedule);
  const save = useMutation({
    mutationFn: () => callApi(staffBranchCalls.updateSchedule, { params: { slug: branch.slug }, body: { days } }),
    onSuccess: async () => {
      setFlash('Jadwal kerja disimpan. Situs dan jadwal booking mengikutinya dalam beberapa detik.');
      await refresh();
    },
  });
  const set = (day: number, patch: Partial<StaffWorkingDay>) => setDays((all) => all.map((d) => (d.day === day ? { ...d, ...patch } : d)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <section className="edit-box" aria-labelledby="schedule-title">
      <h2 id="schedule-title">Jadwal kerja mingguan</h2>
      <p className="muted">Jam dalam {branch.zoneLabel}. Booking tersedia tiap jam, dari jam buka sampai satu jam sebelum tutup.</p>
      <form onSubmit={submit} noValidate>
        {save.error ? <Notice tone="error">{errorMessage(save.error)}</Notice> : null}
        <SimpleTable caption="Jadwal kerja mingguan" headers={['Hari', 'Buka', 'Jam buka', 'Jam tutup']}>
          {days.map((d) => {
            const open = d.open !== null;
            return (
              <tr key={d.day}>
                <th scope="row">{dayName(d.day)}</th>
                <td>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={open}
                      onChange={(e) => set(d.day, e.target.checked ? { open: '08:00', close: '17:00' } : { open: null, close: null })}
                    />
                    <span>{open ? 'Buka' : 'Tutup'}</span>
                  </label>
                </td>
                <td>
                  <input type="time" aria-label={`Jam buka ${dayName(d.day)}`} value={d.open ?? ''} disabled={!open} onChange={(e) => set(d.day, { open: e.target.value })} />
                </td>
                <td>
                  <input type="time" aria-label={`Jam tutup ${dayName(d.day)}`} value={d.close ?? ''} disabled={!open} onChange={(e) => set(d.day, { close: e.target.value })} />
                </td>
              </tr>
            );
          })}
        </SimpleTable>
        <div className="button-row">
          <SubmitButton pending={save.isPending}>Simpan jadwal</SubmitButton>
        </div>
      </form>
    </section>
  );
}

function Closures({ branch }: { branch: StaffBranch }) {
  const refresh = useRefresh();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const add = useMutation({
    mutationFn: () => callApi(staffBranchCalls.addClosure, { params: { slug: branch.slug }, body: { date, reason } }),
    onSuccess: async () => {
      setFlash(`Hari libur ${formatDateId(date, 'full')} ditambahkan. Jadwal booking hari itu ditutup.`);
      setDate('');
      setReason('');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (day: string) => callApi(staffBranchCalls.removeClosure, { params: { slug: branch.slug, date: day } }),
    onSuccess: async (_data, day) => {
      setFlash(`Hari libur ${formatDateId(day, 'full')} dihapus. Jadwal booking hari itu dibuka kembali.`);
      await refresh();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <section className="edit-box" aria-labelledby="closures-title">
      <h2 id="closures-title">Hari libur</h2>
      <p className="muted">Pada hari libur cabang tutup: situs tidak menawarkan jadwal booking apa pun hari itu.</p>
      {remove.error ? <Notice tone="error">{errorMessage(remove.error)}</Notice> : null}
      {branch.closures.length === 0 ? (
        <p className="muted">Belum ada hari libur mendatang.</p>
      ) : (
        <SimpleTable caption="Hari libur mendatang" headers={['Tanggal', 'Alasan', 'Dicatat oleh', '']}>
          {branch.closures.map((c) => (
            <tr key={c.date}>
              <td>{formatDateId(c.date, 'full')}</td>
              <td>{c.reason}</td>
              <td>{c.createdByName ?? '-'}</td>
              <td>
                <button type="button" className="link-button" disabled={remove.isPending} onClick={() => remove.mutate(c.date)} aria-label={`Hapus hari libur ${formatDateId(c.date, 'full')}`}>
                  Hapus
                </button>
              </td>
            </tr>
          ))}
        </SimpleTable>
      )}
      <form onSubmit={submit} noValidate>
        <h3>Tambah hari libur</h3>
        {add.error ? <Notice tone="error">{errorMessage(add.error)}</Notice> : null}
        <TextField label="Tanggal" type="date" min={branch.today} value={date} required onChange={(e) => setDate(e.target.value)} />
        <TextField label="Alasan" hint="Mis. Libur Nasional Natal" value={reason} maxLength={120} required onChange={(e) => setReason(e.target.value)} />
        <div className="button-row">
          <SubmitButton pending={add.isPending}>Tambah hari libur</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** One row of cars: how many the branch has, what is booked of them, and a save. */
function UnitsRow({ name, units, upcoming, upcomingLabel, onSave }: { name: string; units: number; upcoming: number; upcomingLabel: string; onSave: (units: number) => Promise<unknown> }) {
  const refresh = useRefresh();
  const [value, setValue] = useState(String(units));
  const save = useMutation({
    mutationFn: (next: number) => onSave(next),
    onSuccess: async (_data, next) => {
      setFlash(next === 0 ? `${name} tidak lagi tersedia di cabang ini. Booking yang sudah ada tetap berlaku.` : `${name}: ${next} unit disimpan.`);
      await refresh();
    },
  });
  const parsed = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The API judges the number (0–50) and answers the message; a non-number is sent as -1 to hear it.
    save.mutate(parsed ?? -1);
  };
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <form onSubmit={submit} noValidate className="inline-form">
          <input type="number" inputMode="numeric" min={0} max={FLEET_MAX_UNITS} aria-label={`Unit ${name}`} value={value} onChange={(e) => setValue(e.target.value)} />
          <button type="submit" className="button button-primary" aria-label={`Simpan unit ${name}`} disabled={save.isPending || parsed === units} aria-busy={save.isPending || undefined}>
            {save.isPending ? 'Menyimpan…' : 'Simpan'}
          </button>
        </form>
        {save.error ? (
          <p className="field-error" role="alert">
            {errorMessage(save.error)}
          </p>
        ) : null}
      </td>
      <td>{upcoming > 0 ? `${upcoming} ${upcomingLabel}` : '—'}</td>
    </tr>
  );
}

/** Test-drive cars (showrooms) and the Cubain fleet: what the booking forms offer at this branch. */
function Fleet({ branch }: { branch: StaffBranch }) {
  const slug = branch.slug;
  return (
    <>
      {branch.showroom ? (
        <section className="edit-box" aria-labelledby="test-drive-title">
          <h2 id="test-drive-title">Mobil test drive</h2>
          <p className="muted">Setiap mobil melayani satu pengunjung per jam. 0 unit: model itu tidak ditawarkan untuk test drive di cabang ini.</p>
          <SimpleTable caption={`Mobil test drive ${branch.name}`} headers={['Model', 'Unit', 'Test drive terjadwal']}>
            {branch.testDriveCars.map((car) => (
              <UnitsRow
                key={`${car.modelCode}:${car.units}`}
                name={car.modelName}
                units={car.units}
                upcoming={car.upcoming}
                upcomingLabel="terjadwal"
                onSave={(units) => callApi(staffBranchCalls.updateTestDriveCars, { params: { slug, model: car.modelCode }, body: { units } })}
              />
            ))}
          </SimpleTable>
        </section>
      ) : null}
      <section className="edit-box" aria-labelledby="rental-title">
        <h2 id="rental-title">Armada Cubain</h2>
        <p className="muted">Mobil sewa per kelas. Semua kelas 0 unit: cabang ini tidak melayani sewa Cubain.</p>
        <SimpleTable caption={`Armada Cubain ${branch.name}`} headers={['Kelas', 'Unit', 'Sewa berjalan atau terjadwal']}>
          {branch.rentalFleet.map((c) => (
            <UnitsRow
              key={`${c.carClass}:${c.units}`}
              name={`Cubain ${c.name}`}
              units={c.units}
              upcoming={c.upcoming}
              upcomingLabel="sewa"
              onSave={(units) => callApi(staffBranchCalls.updateRentalFleet, { params: { slug, carClass: c.carClass }, body: { units } })}
            />
          ))}
        </SimpleTable>
      </section>
    </>
  );
}

function Salesmen({ branch }: { branch: StaffBranch }) {
  const [editing, setEditing] = useState<StaffSalesman | null>(null);
  return (
    <section className="edit-box" aria-labelledby="salesmen-title">
      <h2 id="salesmen-title">Sales</h2>
      <SimpleTable caption={`Sales ${branch.name}`} headers={['Foto', 'Nama', 'Jabatan', 'WhatsApp', 'Di situs', '']}>
        {branch.salesmen.map((s) => (
          <tr key={s.id}>
            <td>
              {/* The console reaches only the staff API: an uploaded photo through it; the site's drawn avatar is not shown here. */}
              {s.photoId ? <img src={salesmanPhotoPath(s.photoId)} alt="" width={40} height={40} /> : <span className="muted">Avatar</span>}
            </td>
            <td>
              <a href={s.url}>{s.name}</a>
            </td>
            <td>{s.position}</td>
            <td>+{s.whatsapp}</td>
            <td>{s.active ? <span className="badge badge-ok">Tampil</span> : <span className="badge badge-muted">Disembunyikan</span>}</td>
            <td>
              <button type="button" className="link-button" onClick={() => setEditing(s)} aria-label={`Ubah ${s.name}`}>
                Ubah
              </button>
            </td>
          </tr>
        ))}
      </SimpleTable>
      {editing ? <SalesmanDialog branch={branch} salesman={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function SalesmanDialog({ branch, salesman, onClose }: { branch: StaffBranch; salesman: StaffSalesman; onClose: () => void }) {
  const refresh = useRefresh();
  const [values, setValues] = useState<StaffSalesmanBody>({
    name: salesman.name,
    position: salesman.position,
    whatsapp: salesman.whatsapp,
    bio: salesman.bio,
    active: salesman.active,
    photoId: salesman.photoId,
  });
  const set = (patch: Partial<StaffSalesmanBody>) => setValues((v) => ({ ...v, ...patch }));
  const save = useMutation({
    mutationFn: () => callApi(staffBranchCalls.updateSalesman, { params: { slug: branch.slug, id: salesman.id }, body: values }),
    onSuccess: async (saved) => {
      setFlash(`Profil ${saved.name} disimpan.`);
      await refresh();
      onClose();
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(staffBranchCalls.uploadPhoto, file),
    onSuccess: (photo) => set({ photoId: photo.id }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Dialog title={`Ubah profil ${salesman.name}`} onClose={onClose} variant="drawer">
      <form onSubmit={submit} noValidate>
        {save.error ? <Notice tone="error">{errorMessage(save.error)}</Notice> : null}
        <TextField label="Nama" value={values.name} required maxLength={80} onChange={(e) => set({ name: e.target.value })} />
        <TextField label="Jabatan" value={values.position} required maxLength={80} onChange={(e) => set({ position: e.target.value })} />
        <TextField
          label="Nomor WhatsApp"
          hint="Nomor seluler Indonesia, mis. 0812 3456 7890"
          type="tel"
          value={values.whatsapp}
          required
          onChange={(e) => set({ whatsapp: e.target.value })}
        />
        <TextAreaField label="Profil singkat" value={values.bio} maxLength={1000} onChange={(e) => set({ bio: e.target.value })} />
        <label className="checkbox">
          <input type="checkbox" checked={values.active} onChange={(e) => set({ active: e.target.checked })} />
          <span>Tampilkan di situs</span>
        </label>
        <fieldset className="field">
          <legend>Foto</legend>
          {values.photoId ? (
            <img className="promo-image" src={salesmanPhotoPath(values.photoId)} alt={`Foto ${salesman.name} yang diunggah`} width={96} height={96} />
          ) : (
            <p className="muted">Belum ada foto: situs menggambar avatar dari nama.</p>
          )}
          <TextField
            label="Unggah foto"
            hint="JPG, PNG atau WebP, paling besar 5 MB."
            type="file"
            accept="image/jpeg,image/png,image/webp"
            error={upload.error ? errorMessage(upload.error) : null}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
          {upload.isPending ? <p className="muted">Mengunggah…</p> : null}
          {values.photoId ? (
            <button type="button" className="link-button" onClick={() => set({ photoId: null })}>
              Hapus foto (pakai avatar)
            </button>
          ) : null}
        </fieldset>
        <div className="button-row">
          <SubmitButton pending={save.isPending || upload.isPending}>Simpan profil</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
