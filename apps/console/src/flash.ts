import { useSyncExternalStore } from 'react';

/*
 * One short message carried to the next page ("Staf ditambahkan", "Kata sandi diubah, silakan
 * masuk kembali"): set before navigating, shown by the page that reads it until it is cleared.
 */

let message: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setFlash(text: string): void {
  message = text;
  notify();
}

export function clearFlash(): void {
  if (message === null) return;
  message = null;
  notify();
}

export function useFlash(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => message,
  );
}
