import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from '@lodestar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { pushPublicKeyQueryOptions } from '../api/get-push-public-key.ts';
import { subscribePush } from '../api/subscribe-push.ts';
import { unsubscribePush } from '../api/unsubscribe-push.ts';
import {
  currentPushSubscription,
  pushAvailability,
  PushPermissionDenied,
  registerPushWorker,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
  type PushAvailability,
} from '../utils/browser-push.ts';

export interface BrowserPush {
  availability: PushAvailability;
  /** Whether this browser is subscribed; null while that is being found out. */
  subscribed: boolean | null;
  busy: boolean;
  /** Why the last attempt failed, said under the Mobile box. */
  problem: string | null;
  /** Subscribes this browser (from the user's click: it may ask for permission); answers whether it worked. */
  turnOn(): Promise<boolean>;
  /** Unsubscribes this browser here and on the server. */
  turnOff(): Promise<void>;
}

/** Why the browser cannot be subscribed at all, or null when it can. */
export function unavailableReason(availability: PushAvailability): string | null {
  if (availability === 'unsupported') return TEXTS.pushUnsupported;
  if (availability === 'insecure') return TEXTS.pushInsecure;
  if (availability === 'denied') return TEXTS.pushDenied;
  return null;
}

/** This browser's push subscription for the Notifications form's Mobile box. */
export function useBrowserPush(): BrowserPush {
  const client = useQueryClient();
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (availability === 'unsupported' || availability === 'insecure') return;
    let live = true;
    // registered whenever the form is open, so a subscription made earlier keeps a worker to show its messages
    registerPushWorker()
      .then(() => currentPushSubscription())
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [availability]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const publicKey = await client.fetchQuery(pushPublicKeyQueryOptions());
      const subscription = await subscribeThisBrowser(publicKey);
      await subscribePush({
        endpoint: subscription.endpoint ?? '',
        expirationTime: subscription.expirationTime ?? null,
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
      });
      setSubscribed(true);
      setProblem(null);
      return true;
    } catch (error) {
      if (error instanceof PushPermissionDenied) {
        // blocked for good: the note under the box says so; a prompt only dismissed can be asked again
        const now = pushAvailability();
        setAvailability(now);
        setProblem(now === 'denied' ? null : TEXTS.pushDenied);
      } else {
        setProblem(messageOf(error, TEXTS.pushFailed));
      }
      return false;
    } finally {
      setBusy(false);
    }
  }, [client]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      const endpoint = await unsubscribeThisBrowser();
      if (endpoint) await unsubscribePush(endpoint);
      setSubscribed(false);
      setProblem(null);
    } catch (error) {
      setProblem(messageOf(error, TEXTS.pushFailed));
    } finally {
      setBusy(false);
    }
  }, []);

  return { availability, subscribed, busy, problem, turnOn, turnOff };
}
