/*
 * The dealer pages' pure helpers (/dealer-toyota, a branch, a salesman): how branch services,
 * numbers, distances and opening hours read, and the links built from them. Shared by server
 * components and the browser islands (the nearest-branch list renders branch cards too), so this
 * file imports only types from the contracts: zod stays out of the browser's JavaScript.
 */
import type { NearbyBranch, WorkingSchedule } from '@kemudi/domain/contracts/branches';

/** How many nearest branches "Gunakan lokasi saya" lists. */
export const NEAREST_LIMIT = 5;


/** '0812 9010 2001' from '6281290102001': how Indonesians write a mobile number. */
export function formatWhatsApp(digits: string): string {
  const local = `0${digits.replace(/\D/g, '').replace(/^62/, '')}`;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, '$1 $2 $3');
}

/** Directions in Google Maps to the branch's coordinates (opens the app on phones). */
export const mapHref = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/**
 * One formatter for every call: `toLocaleString` builds a new one each time, which a branch list
 * does per branch on every render (it was 2% of the web process's time under bench/customer-load.mjs).
 */
const ONE_DECIMAL = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '2,4 km' — Indonesian decimal comma, one decimal. */
export const formatDistance = (km: number) => `${ONE_DECIMAL.format(km)} km`;

/** Whether the branch is open now and, today, until when or from when (§7 branch/working-schedules). */
export function openNowLabel(schedule: Pick<WorkingSchedule, 'openNow' | 'localTime' | 'zoneLabel' | 'days'>): string {
  const today = schedule.days.find((d) => d.isToday);
  if (schedule.openNow && today?.close) return `Buka sekarang · tutup pukul ${today.close} ${schedule.zoneLabel}`;
  if (today?.open && today.close && schedule.localTime < today.open) return `Tutup sekarang · buka hari ini pukul ${today.open} ${schedule.zoneLabel}`;
  return 'Tutup sekarang';
}

/**
 * The branches of a §7 location/distance answer as the browser receives it through the proxy, or
 * null when it is not what the list can show. The island checks the fields it renders by hand (a
 * zod schema would add its weight to the page's JavaScript); the links must be paths of this site.
 */
export function readNearbyBranches(answer: unknown): NearbyBranch[] | null {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  const ok = data.every((b: unknown) => {
    if (typeof b !== 'object' || b === null) return false;
    const branch = b as Record<string, unknown>;
    return (
      typeof branch.slug === 'string' &&
      typeof branch.name === 'string' &&
      typeof branch.distanceKm === 'number' &&
      typeof branch.url === 'string' &&
      branch.url.startsWith('/') &&
      !branch.url.startsWith('//') &&
      Array.isArray(branch.services)
    );
  });
  return ok ? (data as NearbyBranch[]) : null;
}
