import type { WorkingSchedule } from '@kemudi/domain/contracts/branches';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClosedDays } from './schedule';

const week: WorkingSchedule = {
  timeZone: 'Asia/Jakarta',
  zoneLabel: 'WIB',
  localTime: '10:00',
  today: 'Minggu',
  openNow: true,
  days: [{ day: 7, dayName: 'Minggu', open: '09:00', close: '15:00', hours: '09:00 - 15:00', isToday: true }],
};

describe('the branch page’s closed days (issue 25)', () => {
  it('names each coming closed day with its reason', () => {
    const html = renderToStaticMarkup(
      <ClosedDays schedule={{ ...week, closures: [{ date: '2026-12-25', label: 'Jumat, 25 Desember 2026', reason: 'Libur Nasional Natal' }] }} />,
    );
    expect(html).toContain('<h3>Hari libur</h3>');
    expect(html).toContain('Jumat, 25 Desember 2026: tutup (Libur Nasional Natal)');
  });

  it('says nothing without one (nor when an older API leaves the field out)', () => {
    expect(renderToStaticMarkup(<ClosedDays schedule={{ ...week, closures: [] }} />)).toBe('');
    expect(renderToStaticMarkup(<ClosedDays schedule={week} />)).toBe('');
  });
});
