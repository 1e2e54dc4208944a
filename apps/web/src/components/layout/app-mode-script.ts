import { APP_MODE_STORAGE_KEY } from '@/lib/native-bridge';

/*
 * §1: a page opened with ?mobileApp=true — the parameter name and its value in any letter case,
 * e.g. MOBILEAPP=TRUE — runs inside the native app for the rest of the session. This script runs
 * inline before the first paint (no flash of the site's own header, bottom bar and footer): it
 * remembers the mode in sessionStorage and marks <html data-app-mode="true">. Storage can be
 * unavailable (blocked cookies): the parameter alone still marks the page.
 * Plain ES5, no outside names: it is shipped as text and must run before any bundle.
 */
export const APP_MODE_SCRIPT = `(function () {
  var key = ${JSON.stringify(APP_MODE_STORAGE_KEY)};
  var on = false;
  try {
    new URLSearchParams(window.location.search).forEach(function (value, name) {
      if (name.toLowerCase() === 'mobileapp' && value.toLowerCase() === 'true') on = true;
    });
  } catch (e) {}
  try {
    if (on) window.sessionStorage.setItem(key, '1');
    else on = window.sessionStorage.getItem(key) === '1';
  } catch (e) {}
  if (on) document.documentElement.dataset.appMode = 'true';
})();`;

/** While in app mode, every element the native app replaces (marked data-chrome) is hidden. */
export const APP_MODE_STYLE = 'html[data-app-mode] [data-chrome]{display:none!important}';
