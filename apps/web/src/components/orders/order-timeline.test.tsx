import { orderStatusLabel, type OrderStatus } from '@kemudi/domain/commerce';
import type { TimelineStep } from '@kemudi/domain/contracts/orders';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { TrackingResult } from './tracking-result';

/*
 * The order timeline (issue 12) as it is rendered: an ordered list, reached steps with their date
 * and time (WIB), the current step marked aria-current="step", steps ahead greyed with "Belum",
 * and a cancelled or expired order ending in its own final step.
 */

function step(status: OrderStatus, state: { at?: string | null; reached?: boolean; current?: boolean; note?: string | null } = {}): TimelineStep {
  return {
    status,
    label: orderStatusLabel(status, 'install'),
    at: state.at ?? null,
    reached: state.reached ?? false,
    current: state.current ?? false,
    note: state.note ?? null,
  };
}

/** An install order paid and being prepared: two steps reached, the third current, two ahead. */
const PROCESSING: TimelineStep[] = [
  step('pending_payment', { reached: true, at: '2026-11-22T03:05:00.000Z' }),
  step('paid', { reached: true, at: '2026-11-22T03:12:00.000Z' }),
  step('processing', { reached: true, current: true, at: '2026-11-22T08:40:00.000Z', note: 'Barang sedang disiapkan dealer' }),
  step('ready'),
  step('completed'),
];

/** Cancelled while unpaid: the first step reached, then Dibatalkan as the last, current step. */
const CANCELLED: TimelineStep[] = [
  step('pending_payment', { reached: true, at: '2026-11-22T03:05:00.000Z' }),
  step('cancelled', { reached: true, current: true, at: '2026-11-22T03:20:00.000Z' }),
];

/** The <li> of a status, as rendered. */
function itemOf(html: string, status: OrderStatus): string {
  const match = new RegExp(`<li [^>]*data-status="${status}"[^>]*>.*?</li>`).exec(html);
  expect(match, `a step for ${status}`).not.toBeNull();
  return match?.[0] ?? '';
}

describe('OrderTimeline', () => {
  it('is an ordered list named "Status pesanan", with the steps in the order the API gives them and their labels', () => {
    const html = renderToStaticMarkup(<OrderTimeline steps={PROCESSING} />);
    expect(html).toMatch(/^<ol [^>]*aria-label="Status pesanan"/);
    const statuses = [...html.matchAll(/data-status="([a-z_]+)"/g)].map((m) => m[1]);
    expect(statuses).toEqual(['pending_payment', 'paid', 'processing', 'ready', 'completed']);
    for (const label of ['Menunggu pembayaran', 'Dibayar', 'Diproses', 'Siap dipasang', 'Selesai']) expect(html).toContain(label);
  });

  it('marks the current step, and only it, with aria-current="step"', () => {
    const html = renderToStaticMarkup(<OrderTimeline steps={PROCESSING} />);
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(itemOf(html, 'processing')).toContain('aria-current="step"');
    expect(itemOf(html, 'processing')).toContain('data-state="current"');
    expect(itemOf(html, 'processing')).toContain('Status saat ini: ');
    expect(itemOf(html, 'processing')).toContain('Barang sedang disiapkan dealer');
  });

  it('shows each reached step with its date and time in WIB, in a <time> element', () => {
    const html = renderToStaticMarkup(<OrderTimeline steps={PROCESSING} />);
    const paid = itemOf(html, 'paid');
    expect(paid).toContain('data-state="reached"');
    expect(paid).toContain('<time dateTime="2026-11-22T03:12:00.000Z">22 Nov 2026, 10.12 WIB</time>');
    expect(paid).toContain('Sudah dilalui: ');
    expect(paid).not.toContain('aria-current');
    // 08.40 UTC is 15.40 WIB.
    expect(itemOf(html, 'processing')).toContain('22 Nov 2026, 15.40 WIB');
  });

  it('greys the steps still ahead: no date, "Belum", and words for screen readers', () => {
    const html = renderToStaticMarkup(<OrderTimeline steps={PROCESSING} />);
    for (const status of ['ready', 'completed'] as const) {
      const item = itemOf(html, status);
      expect(item).toContain('data-state="ahead"');
      expect(item).toContain('Belum: ');
      expect(item).toContain('>Belum</p>');
      expect(item).not.toContain('<time');
    }
  });

  it('ends a cancelled order with Dibatalkan as its final step, in its own state', () => {
    const html = renderToStaticMarkup(<OrderTimeline steps={CANCELLED} />);
    const statuses = [...html.matchAll(/data-status="([a-z_]+)"/g)].map((m) => m[1]);
    expect(statuses).toEqual(['pending_payment', 'cancelled']);
    const last = itemOf(html, 'cancelled');
    expect(last).toContain('data-state="closed"');
    expect(last).toContain('aria-current="step"');
    expect(last).toContain('Pesanan berakhir: ');
    expect(last).toContain('Dibatalkan');
    expect(last).toContain('22 Nov 2026, 10.20 WIB');
    expect(itemOf(html, 'pending_payment')).toContain('data-state="reached"');
  });

  it('draws an expired order the same way, labelled Kedaluwarsa', () => {
    const html = renderToStaticMarkup(
      <OrderTimeline steps={[step('pending_payment', { reached: true, at: '2026-11-22T03:05:00.000Z' }), step('expired', { reached: true, current: true, at: '2026-11-22T03:20:00.000Z' })]} />,
    );
    expect(itemOf(html, 'expired')).toContain('data-state="closed"');
    expect(itemOf(html, 'expired')).toContain('Kedaluwarsa');
  });

  it('escapes a note instead of writing it as markup', () => {
    const html = renderToStaticMarkup(<OrderTimeline steps={[step('paid', { reached: true, current: true, at: '2026-11-22T03:05:00.000Z', note: '<img src=x>' })]} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x&gt;');
  });
});

describe('OrderStatusBadge', () => {
  it('shows the label with a tone per status', () => {
    expect(renderToStaticMarkup(<OrderStatusBadge status="pending_payment" label="Menunggu pembayaran" />)).toMatch(/data-tone="waiting"[^>]*>Menunggu pembayaran</);
    expect(renderToStaticMarkup(<OrderStatusBadge status="ready" label="Siap diambil" />)).toContain('data-tone="progress"');
    expect(renderToStaticMarkup(<OrderStatusBadge status="completed" label="Selesai" />)).toContain('data-tone="done"');
    expect(renderToStaticMarkup(<OrderStatusBadge status="cancelled" label="Dibatalkan" />)).toContain('data-tone="closed"');
  });
});

describe('TrackingResult', () => {
  it('shows the title, dealer, status, timeline and next step, and nothing of the contact or payment', () => {
    const html = renderToStaticMarkup(
      <TrackingResult
        data={{
          orderNo: 'KMD-261122-7K3MQA',
          kind: 'products',
          status: 'processing',
          statusLabel: 'Diproses',
          title: 'Karpet Dasar Avanza + 1 lainnya',
          branchName: 'Kemudi Toyota Sunter',
          createdAt: '2026-11-22T03:05:00.000Z',
          slotStart: '2026-11-25T02:00:00.000Z',
          timeline: PROCESSING,
          nextStep: 'Dealer sedang menyiapkan pesanan Anda.',
          refund: null,
        }}
      />,
    );
    expect(html).toContain('Pesanan KMD-261122-7K3MQA');
    expect(html).toContain('Karpet Dasar Avanza + 1 lainnya');
    expect(html).toContain('Kemudi Toyota Sunter');
    expect(html).toContain('25 November 2026, 09.00 WIB');
    expect(html).toContain('aria-label="Status pesanan"');
    expect(html).toContain('Dealer sedang menyiapkan pesanan Anda.');
    expect(html).not.toMatch(/Nomor HP|Metode|Email/);
  });
});
