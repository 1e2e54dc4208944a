import { STAFF_DASHBOARD_ALL, staffDashboardCalls, type StaffDashboardData } from '@kemudi/domain/contracts/staff-dashboard';
import { DASHBOARD_PRESET_LABELS, dashboardPeriodProblem, wibDateOf } from '@kemudi/domain/dashboard';
import { formatRupiah, formatRupiahShort, groupThousands } from '@kemudi/domain/format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { ChartConfiguration } from 'chart.js';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../api';
import { callApi } from '../../api';
import { Notice, SelectField, TextField } from '../../kit/form';
import { useMe } from '../../session';
import type { DashboardSearch } from '../../search';
import { ChartFigure } from './chart';
import { dayLabel, PERIOD_CHOICES, periodLabel, resolvePeriod, type PeriodChoice } from './period';
import './dashboard.css';

/*
 * Dasbor (issue 25): how the business went in a period, for a manager's branches or the group —
 * KPI tiles, four charts (each with its table) and the stock running out. The period and the
 * branch live in the URL (?preset=7-hari|30-hari|bulan-ini|custom&from&to&branch), so a view can be
 * shared. This page is its own lazy chunk: Chart.js loads only when someone opens it.
 */

const route = getRouteApi('/_app/dasbor');

const COLORS = { leads: '#1d5fa8', bookings: '#9a5b00', orders: '#1f7a3a', revenue: '#0b1f33', bars: '#1d5fa8' };
const CHOICE_LABELS: Record<PeriodChoice, string> = { ...DASHBOARD_PRESET_LABELS, custom: 'Pilih tanggal' };

const count = (n: number) => groupThousands(n);

export function DashboardPage(): ReactNode {
  const me = useMe();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/dasbor' });
  const setSearch = (patch: Partial<DashboardSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const period = resolvePeriod(search, wibDateOf(new Date()));
  const branch = search.branch ?? STAFF_DASHBOARD_ALL;
  const figures = useQuery({
    queryKey: ['dashboard', period.from, period.to, branch],
    queryFn: () => callApi(staffDashboardCalls.dashboard, { query: { from: period.from, to: period.to, branch } }),
    enabled: !period.problem,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const data = figures.data;
  const branchOptions = [
    { value: STAFF_DASHBOARD_ALL, label: me.role === 'group_admin' ? 'Semua cabang' : 'Semua cabang Anda' },
    ...(data?.branchOptions ?? []).map((b) => ({ value: b.slug, label: b.name })),
  ];

  return (
    <section className="dashboard">
      <div className="page-head">
        <div>
          <h1>Dasbor</h1>
          <p className="muted" aria-live="polite">
            {period.problem ? 'Periode belum valid' : periodLabel(period.from, period.to)} · {data?.branch.label ?? (branch === STAFF_DASHBOARD_ALL ? branchOptions[0]!.label : branch)}
          </p>
        </div>
      </div>

      <div className="dashboard-controls">
        <fieldset className="period-picker">
          <legend>Periode</legend>
          <div className="count-tabs">
            {PERIOD_CHOICES.map((choice) => (
              <button
                key={choice}
                type="button"
                className="count-tab"
                aria-pressed={period.choice === choice}
                onClick={() => setSearch(choice === 'custom' ? { preset: 'custom', from: period.from, to: period.to } : { preset: choice, from: undefined, to: undefined })}
              >
                {CHOICE_LABELS[choice]}
              </button>
            ))}
          </div>
          {period.choice === 'custom' ? <CustomPeriod from={period.from} to={period.to} problem={period.problem} onApply={(from, to) => setSearch({ preset: 'custom', from, to })} /> : null}
        </fieldset>
        <div className="branch-picker">
          <SelectField label="Cabang" value={branch} options={branchOptions} onChange={(event) => setSearch({ branch: event.target.value === STAFF_DASHBOARD_ALL ? undefined : event.target.value })} />
        </div>
      </div>

      {figures.isError ? <Notice tone="error">{errorMessage(figures.error)}</Notice> : null}
      {!data && figures.isPending && !period.problem ? <p className="muted">Menghitung angka dasbor…</p> : null}
      {data ? <Figures data={data} stale={figures.isPlaceholderData} /> : null}
    </section>
  );
}

/** Two dates and "Terapkan": checked here with the API's own rules before asking. */
function CustomPeriod({ from, to, problem, onApply }: { from: string; to: string; problem: string | undefined; onApply: (from: string, to: string) => void }) {
  const [draft, setDraft] = useState({ from, to });
  const [error, setError] = useState<string | undefined>(problem);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = dashboardPeriodProblem(draft.from, draft.to);
    setError(found);
    if (!found) onApply(draft.from, draft.to);
  };
  return (
    <form className="custom-period" onSubmit={apply} noValidate>
      <TextField label="Dari" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} required />
      <TextField label="Sampai" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} required error={error} />
      <button type="submit" className="button button-primary">
        Terapkan
      </button>
    </form>
  );
}

function Figures({ data, stale }: { data: StaffDashboardData; stale: boolean }) {
  const conversion = data.conversion;
  return (
    <div className={stale ? 'dashboard-figures stale' : 'dashboard-figures'} aria-busy={stale}>
      <ul className="kpis" aria-label="Ringkasan periode">
        <Kpi label="Lead baru" value={count(data.leads.total)} note={`${count(data.leads.missedFirstContact)} tidak dihubungi dalam ${data.leads.firstContactHours} jam`} />
        <Kpi label="Booking" value={count(data.bookings.total)} note={`${count(data.bookings.cancelled)} dibatalkan`} />
        <Kpi label="Pesanan dibayar" value={count(data.orders.paid)} note={`${count(data.orders.productsPaid)} produk · ${count(data.orders.bookingFeesPaid)} tanda jadi`} />
        <Kpi label="Pendapatan" value={formatRupiah(data.orders.revenue)} note="Dibayar online, sebelum refund" />
        <Kpi
          label="Konversi test drive → tanda jadi"
          value={conversion.percent === null ? '—' : `${conversion.percent.toLocaleString('id-ID')}%`}
          note={`${count(conversion.bookingFeesPaid)} tanda jadi dari ${count(conversion.testDrivesHeld)} test drive selesai`}
        />
        <Kpi label="Lead terlambat dihubungi" value={count(data.leads.overdueNow)} note="Saat ini, masih berstatus baru" tone={data.leads.overdueNow > 0 ? 'warn' : undefined} />
        <Kpi label="Stok hampir habis" value={count(data.lowStock.items.length)} note={`Sisa ≤ ${data.lowStock.threshold} unit, seluruh grup`} tone={data.lowStock.items.length > 0 ? 'warn' : undefined} />
      </ul>
      <div className="charts">
        <DailyChart data={data} />
        <RevenueChart data={data} />
        <CategoryChart title="Lead baru per sumber" rows={data.leads.bySource.map((r) => ({ label: r.label, count: r.count }))} unit="lead" />
        <CategoryChart title="Booking per jenis" rows={data.bookings.byKind.map((r) => ({ label: r.label, count: r.count }))} unit="booking" />
      </div>
      <LowStock data={data} />
    </div>
  );
}

function Kpi({ label, value, note, tone }: { label: string; value: string; note: string; tone?: 'warn' | undefined }) {
  return (
    <li className={tone ? `kpi kpi-${tone}` : 'kpi'}>
      <span className="kpi-label">{label}</span>
      <strong className="kpi-value">{value}</strong>
      <span className="kpi-note">{note}</span>
    </li>
  );
}

/** Days on the x axis: a phone shows a few labels, a desktop more (Chart.js skips the rest). */
const dayAxis = { ticks: { autoSkip: true, maxTicksLimit: 8, maxRotation: 0 }, grid: { display: false } };

function DailyChart({ data }: { data: StaffDashboardData }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'line',
      data: {
        labels: data.series.map((d) => dayLabel(d.day)),
        datasets: [
          { label: 'Lead baru', data: data.series.map((d) => d.leads), borderColor: COLORS.leads, backgroundColor: COLORS.leads, cubicInterpolationMode: 'monotone', pointRadius: 2 },
          { label: 'Booking', data: data.series.map((d) => d.bookings), borderColor: COLORS.bookings, backgroundColor: COLORS.bookings, cubicInterpolationMode: 'monotone', pointRadius: 2 },
          { label: 'Pesanan dibayar', data: data.series.map((d) => d.ordersPaid), borderColor: COLORS.orders, backgroundColor: COLORS.orders, cubicInterpolationMode: 'monotone', pointRadius: 2 },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
        scales: { x: dayAxis, y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    [data.series],
  );
  return (
    <ChartFigure
      title="Tren harian"
      config={config}
      description={`Grafik garis per hari: ${count(data.leads.total)} lead baru, ${count(data.bookings.total)} booking dan ${count(data.orders.paid)} pesanan dibayar dalam periode ini. Angka per hari ada di tabel di bawahnya.`}
      table={
        <DataTable
          caption="Tren harian per tanggal"
          headers={['Tanggal', 'Lead baru', 'Booking', 'Pesanan dibayar']}
          rows={data.series.map((d) => [dayLabel(d.day), count(d.leads), count(d.bookings), count(d.ordersPaid)])}
        />
      }
    />
  );
}

function RevenueChart({ data }: { data: StaffDashboardData }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: { labels: data.series.map((d) => dayLabel(d.day)), datasets: [{ label: 'Pendapatan', data: data.series.map((d) => d.revenue), backgroundColor: COLORS.revenue }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => formatRupiah(Number(item.raw)) } } },
        scales: { x: dayAxis, y: { beginAtZero: true, ticks: { callback: (value) => formatRupiahShort(Number(value)) } } },
      },
    }),
    [data.series],
  );
  return (
    <ChartFigure
      title="Pendapatan harian"
      config={config}
      description={`Grafik batang pendapatan per hari, total ${formatRupiah(data.orders.revenue)}. Angka per hari ada di tabel di bawahnya.`}
      table={<DataTable caption="Pendapatan per tanggal" headers={['Tanggal', 'Pesanan dibayar', 'Pendapatan']} rows={data.series.map((d) => [dayLabel(d.day), count(d.ordersPaid), formatRupiah(d.revenue)])} />}
    />
  );
}

/** Horizontal bars: long Indonesian labels stay readable on a phone. */
function CategoryChart({ title, rows, unit }: { title: string; rows: { label: string; count: number }[]; unit: string }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: { labels: rows.map((r) => r.label), datasets: [{ label: title, data: rows.map((r) => r.count), backgroundColor: COLORS.bars }] },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } }, y: { grid: { display: false } } },
      },
    }),
    [rows, title],
  );
  const most = [...rows].sort((a, b) => b.count - a.count)[0];
  return (
    <ChartFigure
      title={title}
      config={config}
      description={`Grafik batang ${title.toLowerCase()}${most && most.count > 0 ? `; terbanyak ${most.label} (${count(most.count)} ${unit})` : ''}. Angkanya ada di tabel di bawahnya.`}
      table={<DataTable caption={title} headers={[title.includes('sumber') ? 'Sumber' : 'Jenis', 'Jumlah']} rows={rows.map((r) => [r.label, count(r.count)])} />}
    />
  );
}

/** A chart's figures (or the low stock) as a table; its box scrolls, so it takes the keyboard's focus and has a name. */
function DataTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1): focusable, named by its caption.
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) => (
                <td key={headers[i]} data-label={headers[i]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LowStock({ data }: { data: StaffDashboardData }) {
  const items = data.lowStock.items;
  return (
    <section className="card low-stock" aria-labelledby="stok-hampir-habis">
      <h2 id="stok-hampir-habis">Stok hampir habis</h2>
      <p className="muted">
        Aksesori, suku cadang dan kupon servis dengan sisa {data.lowStock.threshold} unit atau kurang. Stok dikelola untuk seluruh grup, bukan per cabang.{' '}
        <Link to="/stok" search={{ low: 'true' }}>
          Kelola stok
        </Link>
      </p>
      {items.length === 0 ? (
        <p>Tidak ada stok yang hampir habis.</p>
      ) : (
        <DataTable caption="Stok hampir habis" headers={['Produk', 'Jenis', 'Sisa']} rows={items.map((item) => [`${item.name} (${item.code})`, item.kindLabel, item.available === 0 ? 'Habis' : count(item.available)])} />
      )}
    </section>
  );
}

