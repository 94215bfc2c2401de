import { nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/** Runs the top progress bar while a navigation loads its guard, data and screen code (spec 1 §2.2). */
export function NavigationProgressDriver() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    nprogress.start();
    return () => nprogress.complete();
  }, [busy]);
  return null;
}
