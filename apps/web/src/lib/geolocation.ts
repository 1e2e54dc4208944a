/*
 * The visitor's position, asked of the browser only when they press a button that needs it
 * ("Gunakan lokasi saya", "Dealer terdekat"), never on page load (§3).
 */

export type Position = { latitude: number; longitude: number };

/** Why no position came: the browser has none to give, the visitor said no, or it could not be found. */
export type LocateProblem = 'unsupported' | 'denied' | 'unavailable';

/** The position, or the problem; never rejects. */
export function locateVisitor(timeoutMs = 15_000): Promise<{ position: Position } | { problem: LocateProblem }> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      resolve({ problem: 'unsupported' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ position: { latitude: p.coords.latitude, longitude: p.coords.longitude } }),
      (e) => resolve({ problem: e.code === e.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 300_000 },
    );
  });
}
