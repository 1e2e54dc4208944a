/* global self */
/*
 * Kemudi service worker (issue 11, §4 notifications): shows the web push the API sends (the
 * message module's 'push' channel: JSON { title, body, url, tag }, encrypted for this browser) and
 * opens its page when the notification is clicked. Nothing else: no caching, no fetch handler.
 * Plain JavaScript served as is from /sw.js (no build step), scope '/'.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path of this site; anything else (another origin, '//host') opens the home page. */
function sitePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

function readPush(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event.data);
  const title = typeof push.title === 'string' && push.title ? push.title : 'Kemudi';
  const url = sitePath(push.url);
  const options = { body: typeof push.body === 'string' ? push.body : '', data: { url }, lang: 'id' };
  if (typeof push.tag === 'string' && push.tag) options.tag = push.tag;
  event.waitUntil(
    self.registration.showNotification(title, options).then(async () => {
      // Open pages of the site hear of it too (the Notifikasi page shows the last one).
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage({ type: 'kemudi-push', title, body: options.body, url, tag: options.tag ?? null });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = pages.find((page) => page.url === target);
      if (same) return same.focus();
      const ours = pages.find((page) => new URL(page.url).origin === self.location.origin);
      if (ours && 'navigate' in ours) {
        const moved = await ours.navigate(target);
        return (moved ?? ours).focus();
      }
      return self.clients.openWindow(target);
    })(),
  );
});
