// Lodestar's service worker (docs/decisions/0048): shows the alerts the server pushes ('Mobile' notifications) and
// opens the tracker or shipment they are about when one is clicked. It caches nothing: the app always loads fresh.

const ICON = '/brand/favicon.svg';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = { title: 'Lodestar', body: '', url: '/' };
  try {
    if (event.data) message = { ...message, ...event.data.json() };
  } catch {
    if (event.data) message.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: ICON,
      // same tag: a newer alert about the same thing replaces the older one instead of stacking up
      tag: message.tag,
      renotify: Boolean(message.tag),
      data: { url: message.url },
    }),
  );
});

/**
 * A notification's screen in this app, on this worker's own origin: the link may name the other brand host (the
 * server writes PUBLIC_URL), and the app's paths are the same on both; another site is never opened from here.
 */
function appUrl(url) {
  const target = new URL(url || '/', self.location.origin);
  return new URL(target.pathname + target.search + target.hash, self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // an open tab of the app is reused (focused and sent there) rather than opening another
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      return open
        .focus()
        .then((w) => (w || open).navigate(url))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
