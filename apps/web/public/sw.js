/* Manabiya service worker: shows web push notifications of notices and rooms. No fetch handler: pages load as without it. */
/* global self, clients */

self.addEventListener('install', () => self.skipWaiting());
// Controls the open pages at once, so a notification click can navigate them.
self.addEventListener('activate', (event) => event.waitUntil(clients.claim()));

/** Only paths of this site: a push carries a path such as /student/information?id=1. */
function sameOriginUrl(value) {
  try {
    const url = new URL(value || '/student', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/student', self.location.origin).href;
  } catch {
    return new URL('/student', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Manabiya';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/favicon.svg',
      tag: payload.id !== undefined ? `${payload.type || 'information'}-${payload.id}` : 'information',
      data: { url: sameOriginUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/student')) || windows[0];
      if (open) {
        try {
          const focused = await open.focus();
          await focused.navigate(url);
          return;
        } catch {
          // An uncontrolled page cannot be navigated from here: open a window instead.
        }
      }
      await clients.openWindow(url);
    })(),
  );
});
