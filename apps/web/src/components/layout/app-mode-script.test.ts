import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_MODE_STORAGE_KEY } from '@/lib/native-bridge';
import { APP_MODE_SCRIPT } from './app-mode-script';

// Runs the exact text the page inlines, against a stubbed window / document / sessionStorage.
function runScript(search: string, stored: Record<string, string> = {}, storageThrows = false) {
  const store = { ...stored };
  const dataset: Record<string, string> = {};
  const sessionStorage = {
    getItem: (k: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return store[k] ?? null;
    },
    setItem: (k: string, v: string) => {
      if (storageThrows) throw new Error('SecurityError');
      store[k] = v;
    },
  };
  vi.stubGlobal('window', { location: { search }, sessionStorage });
  vi.stubGlobal('document', { documentElement: { dataset } });
  runInThisContext(APP_MODE_SCRIPT);
  return { store, dataset };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app mode script (§1 mobileApp=true)', () => {
  it.each(['?mobileApp=true', '?mobileApp=TRUE', '?MOBILEAPP=TRUE', '?mobileapp=True', '?utm=x&mobileApp=true'])(
    'turns app mode on for %s and keeps it for the session',
    (search) => {
      const { store, dataset } = runScript(search);
      expect(dataset.appMode).toBe('true');
      expect(store[APP_MODE_STORAGE_KEY]).toBe('1');
    },
  );

  it.each(['', '?mobileApp=false', '?mobileApp=1', '?mobileApp', '?app=true'])('leaves a fresh session on the web for "%s"', (search) => {
    const { store, dataset } = runScript(search);
    expect(dataset.appMode).toBeUndefined();
    expect(store[APP_MODE_STORAGE_KEY]).toBeUndefined();
  });

  it('stays in app mode on later pages without the parameter', () => {
    const { dataset } = runScript('?q=yaris', { [APP_MODE_STORAGE_KEY]: '1' });
    expect(dataset.appMode).toBe('true');
  });

  it('still marks the page when session storage is blocked', () => {
    expect(runScript('?mobileApp=true', {}, true).dataset.appMode).toBe('true');
    expect(runScript('', {}, true).dataset.appMode).toBeUndefined();
  });
});
