/*
 * Tovar's service worker, for Web Push only (issue 26): registered when a person turns push on in
 * Settings, never on page load. It caches nothing and handles no fetch. A push carries
 * { title, body, path, tag } (server: services/notifications/push-delivery.ts); a click opens `path`
 * on this origin only, focusing a tab already there.
 */
/* global self, URL -- a service worker's globals */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Tovar';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/favicon.svg',
      data: { path: typeof message.path === 'string' ? message.path : '/' },
    }),
  );
});

/** `path` as a URL of our own origin; anything else (another site, a scheme) opens the home page. */
function ownUrl(path) {
  const home = self.location.origin + '/';
  if (typeof path !== 'string') return home;
  try {
    const url = new URL(path, self.location.origin);
    return url.origin === self.location.origin ? url.href : home;
  } catch {
    return home;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = ownUrl(event.notification.data && event.notification.data.path);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    }),
  );
});
