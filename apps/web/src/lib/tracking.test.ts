import { ACCOUNT_MESSAGES } from '@kemudi/domain/account';
import { BOOKING_MESSAGES } from '@kemudi/domain/bookings';
import { COMMERCE_MESSAGES } from '@kemudi/domain/commerce';
import { describe, expect, it } from 'vitest';
import { formatDateTimeId, isPaid, statusTone } from './order-format';
import { checkLookupInput, checkTrackingInput, readLookupAnswer, readTrackingAnswer, TRACKING_FORM_MESSAGES, trackingFailureText } from './tracking';

/* /tracking-order's rules and answers (issue 12), and the order formatters they use. */

describe('checkTrackingInput', () => {
  it('accepts an order number typed with spaces or in lower case, and a phone in any §5 spelling', () => {
    expect(checkTrackingInput({ orderNo: ' kmd-261122-7k3mqa ', phoneNumber: '+62 812-3456-7890' })).toEqual({
      ok: true,
      value: { orderNo: 'KMD-261122-7K3MQA', phoneNumber: '081234567890' },
    });
    expect(checkTrackingInput({ orderNo: 'KMD - 261122 - 7K3MQA', phoneNumber: '81234567890' })).toMatchObject({ ok: true });
  });

  it('asks for an order number when it is empty', () => {
    expect(checkTrackingInput({ orderNo: '  ', phoneNumber: '081234567890' })).toEqual({ ok: false, fields: { orderNo: TRACKING_FORM_MESSAGES.ORDER_NO_EMPTY } });
  });

  it('explains the order number format when it is not KMD-YYMMDD-XXXXXX (0, O, 1 and I are never used)', () => {
    for (const orderNo of ['12345', 'KMD-2611-7K3MQA', 'KMD-261122-7K3MQ', 'KMD-261122-7K3MQO', 'KMD-261122-1K3MQA', 'ABC-261122-7K3MQA']) {
      expect(checkTrackingInput({ orderNo, phoneNumber: '081234567890' }), orderNo).toEqual({
        ok: false,
        fields: { orderNo: COMMERCE_MESSAGES.TRACKING_ORDER_NO_INVALID },
      });
    }
  });

  it('checks the phone with the §5 rules and their messages', () => {
    expect(checkTrackingInput({ orderNo: 'KMD-261122-7K3MQA', phoneNumber: '' })).toEqual({ ok: false, fields: { phoneNumber: ACCOUNT_MESSAGES.PHONE_EMPTY } });
    expect(checkTrackingInput({ orderNo: 'KMD-261122-7K3MQA', phoneNumber: '021 555 1234' })).toEqual({
      ok: false,
      fields: { phoneNumber: ACCOUNT_MESSAGES.PHONE_INVALID },
    });
  });

  it('names both fields when both are wrong', () => {
    const checked = checkTrackingInput({ orderNo: 'x', phoneNumber: 'y' });
    expect(checked.ok).toBe(false);
    expect(Object.keys(checked.ok ? {} : checked.fields).sort()).toEqual(['orderNo', 'phoneNumber']);
  });
});

describe('readTrackingAnswer', () => {
  const data = {
    orderNo: 'KMD-261122-7K3MQA',
    kind: 'products',
    status: 'paid',
    statusLabel: 'Dibayar',
    title: 'Karpet Dasar Avanza',
    branchName: 'Kemudi Toyota Sunter',
    createdAt: '2026-11-22T03:05:00.000Z',
    slotStart: null,
    timeline: [],
    nextStep: 'Pembayaran sudah kami terima.',
  };

  it('reads the order from a success', () => {
    expect(readTrackingAnswer(200, { status: 200, data })).toEqual({ kind: 'found', data });
  });

  it('treats a success without the order as a failure with a generic message', () => {
    expect(readTrackingAnswer(200, { status: 200, data: { orderNo: 'x' } })).toMatchObject({ kind: 'failed', message: TRACKING_FORM_MESSAGES.UNKNOWN });
  });

  it('puts 400 field errors beside their fields', () => {
    const body = { errors: [{ type: 'ValidationError', message: COMMERCE_MESSAGES.TRACKING_ORDER_NO_INVALID, field: 'orderNo' }] };
    expect(readTrackingAnswer(400, body)).toEqual({ kind: 'invalid', fields: { orderNo: COMMERCE_MESSAGES.TRACKING_ORDER_NO_INVALID } });
  });

  it("shows the API's mismatch message (404) as it is", () => {
    const body = { errors: [{ type: 'NotFoundError', message: COMMERCE_MESSAGES.TRACKING_MISMATCH }] };
    expect(readTrackingAnswer(404, body)).toEqual({ kind: 'failed', status: 404, message: COMMERCE_MESSAGES.TRACKING_MISMATCH, retryAfter: null });
  });

  it('keeps the wait of a 429', () => {
    const body = { errors: [{ type: 'TooManyRequests', message: 'Terlalu banyak percobaan. Coba lagi dalam 840 detik.' }], retryAfter: 840 };
    expect(readTrackingAnswer(429, body)).toEqual({ kind: 'failed', status: 429, message: 'Terlalu banyak percobaan. Coba lagi dalam 840 detik.', retryAfter: 840 });
  });

  it('answers a generic message for a body it cannot read (an HTML error page)', () => {
    expect(readTrackingAnswer(502, null)).toEqual({ kind: 'failed', status: 502, message: TRACKING_FORM_MESSAGES.UNKNOWN, retryAfter: null });
  });
});

describe('trackingFailureText', () => {
  it("keeps the API's message and says a wait of a minute or more in minutes", () => {
    expect(trackingFailureText({ message: 'Terlalu banyak percobaan pelacakan. Coba lagi dalam 840 detik.', retryAfter: 840 })).toBe(
      'Terlalu banyak percobaan pelacakan. Coba lagi dalam 14 menit.',
    );
    expect(trackingFailureText({ message: 'Terlalu banyak percobaan pelacakan. Coba lagi dalam 45 detik.', retryAfter: 45 })).toBe(
      'Terlalu banyak percobaan pelacakan. Coba lagi dalam 45 detik.',
    );
    expect(trackingFailureText({ message: 'Coba lagi dalam 900 detik.', retryAfter: 899 })).toBe('Coba lagi dalam 900 detik.');
  });

  it('adds the wait from Retry-After when the message does not say it', () => {
    expect(trackingFailureText({ message: 'Terlalu banyak percobaan', retryAfter: 900 })).toBe('Terlalu banyak percobaan. Coba lagi dalam 15 menit.');
    expect(trackingFailureText({ message: 'Terlalu banyak percobaan.', retryAfter: 90 })).toBe('Terlalu banyak percobaan. Coba lagi dalam 2 menit.');
  });

  it('shows other messages as they are', () => {
    expect(trackingFailureText({ message: COMMERCE_MESSAGES.TRACKING_MISMATCH, retryAfter: null })).toBe(COMMERCE_MESSAGES.TRACKING_MISMATCH);
  });
});

describe('order formatters', () => {
  it('formats an instant in WIB with the §9 month abbreviations', () => {
    expect(formatDateTimeId('2026-08-04T17:30:00Z')).toBe('5 Ags 2026, 00.30 WIB');
    expect(formatDateTimeId('2026-11-22T10:05:00+07:00', 'long')).toBe('22 November 2026, 10.05 WIB');
    expect(formatDateTimeId(null)).toBe('-');
    expect(formatDateTimeId('bukan tanggal')).toBe('-');
  });

  it('gives each status its tone and knows a paid order', () => {
    expect(statusTone('pending_payment')).toBe('waiting');
    expect(statusTone('processing')).toBe('progress');
    expect(statusTone('completed')).toBe('done');
    expect(statusTone('expired')).toBe('closed');
    expect(isPaid({ paidAt: null })).toBe(false);
    expect(isPaid({ paidAt: '2026-11-22T03:12:00.000Z' })).toBe(true);
  });
});

describe('checkLookupInput and readLookupAnswer (issue 13: bookings on the same form)', () => {
  it('takes a number with a booking prefix as a booking, anything else as an order', () => {
    expect(checkLookupInput({ orderNo: ' sv-261127-7kq2mx ', phoneNumber: '+62 813-1234-5678' })).toEqual({
      ok: true,
      target: 'booking',
      value: { orderNo: 'SV-261127-7KQ2MX', phoneNumber: '081312345678' },
    });
    expect(checkLookupInput({ orderNo: 'KMD-261122-7K3MQA', phoneNumber: '081234567890' })).toMatchObject({ ok: true, target: 'order' });
    expect(checkLookupInput({ orderNo: 'TD-12', phoneNumber: '081234567890' })).toEqual({ ok: false, fields: { orderNo: BOOKING_MESSAGES.BOOKING_NO_INVALID } });
    expect(checkLookupInput({ orderNo: '12345', phoneNumber: '081234567890' })).toEqual({ ok: false, fields: { orderNo: COMMERCE_MESSAGES.TRACKING_ORDER_NO_INVALID } });
  });

  it('reads a tracked booking from a success, and everything else as the orders did', () => {
    const booking = { bookingNo: 'SV-261127-7KQ2MX', title: 'Servis', statusLabel: 'Terkonfirmasi', stages: [], summary: [], events: [] };
    expect(readLookupAnswer(200, { status: 200, data: booking })).toEqual({ kind: 'booking', data: booking });
    expect(readLookupAnswer(404, { errors: [{ type: 'NotFoundError', message: BOOKING_MESSAGES.BOOKING_NOT_FOUND }] })).toMatchObject({
      kind: 'failed',
      message: BOOKING_MESSAGES.BOOKING_NOT_FOUND,
    });
  });
});
