/*
 * §1: pages opened inside the native Kemudi app talk to it through two bridges. The contract the
 * app teams implement:
 *
 *   Android  window.KemudiAndroid.postMessage(action: string, args: string)
 *            an object registered with WebView.addJavascriptInterface(bridge, "KemudiAndroid"),
 *            whose @JavascriptInterface method postMessage takes two strings.
 *   iOS      window.webkit.messageHandlers.kemudi.postMessage({ action: string, args: string })
 *            a WKScriptMessageHandler added under the name "kemudi"; message.body is that object.
 *
 *   `action` is a non-empty name, e.g. "openProduct". `args` is the arguments joined with "/"
 *   ("" when there are none), e.g. sendToNativeApp('openProduct', 'yariscross', 2) sends
 *   args "yariscross/2". So that the native side can split on "/" safely, each argument has "%"
 *   written as %25 and "/" as %2F (nothing else is encoded): split on "/", then decodeURIComponent
 *   each part.
 *
 * App mode itself (mobileApp=true for the rest of the session) is set before paint by the inline
 * script of components/layout/app-mode.tsx, which writes APP_MODE_STORAGE_KEY and
 * <html data-app-mode="true">.
 */

/** sessionStorage key that keeps app mode for the rest of the session (value '1'). */
export const APP_MODE_STORAGE_KEY = 'kemudi_app_mode';

type AndroidBridge = { postMessage?: (action: string, args: string) => void };
type IosBridge = { postMessage?: (message: { action: string; args: string }) => void };
type BridgeHost = {
  KemudiAndroid?: AndroidBridge;
  webkit?: { messageHandlers?: { kemudi?: IosBridge } };
};

/** One argument, escaped so that "/" only ever separates arguments. */
function encodeArgument(value: string | number): string {
  return String(value).replace(/%/g, '%25').replace(/\//g, '%2F');
}

/** The args string of the contract above. */
export function joinNativeArgs(args: readonly (string | number)[]): string {
  return args.map(encodeArgument).join('/');
}

/**
 * Sends `action` with its slash-joined arguments to every native bridge present (Android and iOS).
 * Returns whether at least one bridge took the message; false in a plain browser, on the server,
 * or when a bridge threw (the page keeps working as a web page then).
 */
export function sendToNativeApp(action: string, ...args: (string | number)[]): boolean {
  if (typeof window === 'undefined' || action.length === 0) return false;
  const host = window as unknown as BridgeHost;
  const joined = joinNativeArgs(args);
  let reached = false;

  const android = host.KemudiAndroid;
  if (android && typeof android.postMessage === 'function') {
    try {
      android.postMessage(action, joined);
      reached = true;
    } catch (error) {
      console.warn('[native-bridge] Android bridge failed', error);
    }
  }

  const ios = host.webkit?.messageHandlers?.kemudi;
  if (ios && typeof ios.postMessage === 'function') {
    try {
      ios.postMessage({ action, args: joined });
      reached = true;
    } catch (error) {
      console.warn('[native-bridge] iOS bridge failed', error);
    }
  }

  return reached;
}

/** Whether this page runs inside the native app (§1 mobileApp=true, kept for the session). */
export function isAppMode(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.appMode === 'true';
}
