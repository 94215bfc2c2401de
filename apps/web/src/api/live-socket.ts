/** The part of a WebSocket the controller uses, so tests can hand in a fake one. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

/** ws:// or wss:// to /api/socket on this page's host, so the session cookie goes along. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/socket`;
}

/** A real WebSocket; the browser sends the session cookie with the upgrade request. */
export function openBrowserSocket(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}
