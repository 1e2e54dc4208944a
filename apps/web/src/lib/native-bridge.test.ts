import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppMode, joinNativeArgs, sendToNativeApp } from './native-bridge';

// The web Vitest project runs in node: each test stubs the window (and document) it needs.
afterEach(() => {
  vi.unstubAllGlobals();
});

function stubBridges({ android = false, ios = false } = {}) {
  const androidCalls: [string, string][] = [];
  const iosCalls: { action: string; args: string }[] = [];
  const win: Record<string, unknown> = {};
  if (android) win.KemudiAndroid = { postMessage: (action: string, args: string) => androidCalls.push([action, args]) };
  if (ios) win.webkit = { messageHandlers: { kemudi: { postMessage: (m: { action: string; args: string }) => iosCalls.push(m) } } };
  vi.stubGlobal('window', win);
  return { androidCalls, iosCalls };
}

describe('sendToNativeApp', () => {
  it('sends the action and slash-joined arguments to the Android object', () => {
    const { androidCalls } = stubBridges({ android: true });
    expect(sendToNativeApp('openProduct', 'yariscross', 2)).toBe(true);
    expect(androidCalls).toEqual([['openProduct', 'yariscross/2']]);
  });

  it('sends the same message to the iOS message handler', () => {
    const { iosCalls } = stubBridges({ ios: true });
    expect(sendToNativeApp('setCity', 'dki_jakarta', '0080')).toBe(true);
    expect(iosCalls).toEqual([{ action: 'setCity', args: 'dki_jakarta/0080' }]);
  });

  it('reaches both bridges when both are present', () => {
    const { androidCalls, iosCalls } = stubBridges({ android: true, ios: true });
    expect(sendToNativeApp('close')).toBe(true);
    expect(androidCalls).toEqual([['close', '']]);
    expect(iosCalls).toEqual([{ action: 'close', args: '' }]);
  });

  it('answers false in a plain browser and on the server', () => {
    stubBridges();
    expect(sendToNativeApp('close')).toBe(false);
    vi.unstubAllGlobals();
    expect(typeof window).toBe('undefined');
    expect(sendToNativeApp('close')).toBe(false);
  });

  it('ignores a bridge without postMessage and an empty action', () => {
    vi.stubGlobal('window', { KemudiAndroid: {}, webkit: { messageHandlers: {} } });
    expect(sendToNativeApp('close')).toBe(false);
    const { androidCalls } = stubBridges({ android: true });
    expect(sendToNativeApp('')).toBe(false);
    expect(androidCalls).toEqual([]);
  });

  it('answers false when the only bridge throws, and still tries the other one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const iosCalls: unknown[] = [];
    vi.stubGlobal('window', {
      KemudiAndroid: {
        postMessage: () => {
          throw new Error('bridge gone');
        },
      },
    });
    expect(sendToNativeApp('close')).toBe(false);
    vi.stubGlobal('window', {
      KemudiAndroid: {
        postMessage: () => {
          throw new Error('bridge gone');
        },
      },
      webkit: { messageHandlers: { kemudi: { postMessage: (m: unknown) => iosCalls.push(m) } } },
    });
    expect(sendToNativeApp('close', 1)).toBe(true);
    expect(iosCalls).toEqual([{ action: 'close', args: '1' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('joinNativeArgs', () => {
  it('escapes "/" and "%" inside an argument so the native side can split on "/"', () => {
    const joined = joinNativeArgs(['a/b', '50%', 'Kota Bandung', 7]);
    expect(joined).toBe('a%2Fb/50%25/Kota Bandung/7');
    expect(joined.split('/').map(decodeURIComponent)).toEqual(['a/b', '50%', 'Kota Bandung', '7']);
  });
});

describe('isAppMode', () => {
  it('follows <html data-app-mode>', () => {
    expect(isAppMode()).toBe(false);
    vi.stubGlobal('document', { documentElement: { dataset: { appMode: 'true' } } });
    expect(isAppMode()).toBe(true);
    vi.stubGlobal('document', { documentElement: { dataset: {} } });
    expect(isAppMode()).toBe(false);
  });
});
