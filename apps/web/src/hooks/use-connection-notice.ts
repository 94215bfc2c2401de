import { TIMING } from '@lodestar/contracts';
import { useEffect, useState } from 'react';

export type ConnectionNotice = 'offline' | 'back-online' | null;

/**
 * What the offline overlay shows: 'offline' once the browser has been offline for 400 ms (short blips stay
 * silent), then 'back-online' for a moment when the connection returns, then nothing.
 */
export function useConnectionNotice(): ConnectionNotice {
  const [notice, setNotice] = useState<ConnectionNotice>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shownOffline = false;
    const goneOffline = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        shownOffline = true;
        setNotice('offline');
      }, TIMING.offlineOverlayDelay);
    };
    const backOnline = () => {
      clearTimeout(timer);
      if (!shownOffline) return;
      shownOffline = false;
      setNotice('back-online');
      timer = setTimeout(() => setNotice(null), TIMING.backOnlineNotice);
    };
    if (!navigator.onLine) goneOffline();
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, []);

  return notice;
}
