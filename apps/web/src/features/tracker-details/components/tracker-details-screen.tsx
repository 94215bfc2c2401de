import { ROUTES, TRACKER_DETAILS_TEXTS, type DeviceDetails } from '@lodestar/contracts';
import { Anchor, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { useTrackerDetails } from '../api/get-tracker-details.ts';
import { useBackLink } from '../hooks/use-back-link.ts';
import { useEventsFollowTracker } from '../hooks/use-events-follow-tracker.ts';
import { useNoPositionWarning } from '../hooks/use-no-position-warning.ts';
import { useTrackerPermissions } from '../hooks/use-tracker-permissions.ts';
import { useTrackerRoute, type TrackerRoute } from '../hooks/use-tracker-route.ts';
import { AccessSection } from './access-section.tsx';
import { CommandsSection } from './commands-section.tsx';
import { EventsSection } from './events-section.tsx';
import { InfoSection } from './info-section.tsx';
import { NotesSection } from './notes-section.tsx';
import { SlaSection } from './sla-section.tsx';
import { SubscriptionSection } from './subscription-section.tsx';
import classes from './tracker-details-screen.module.css';

/** The tracker a slot shows; the account is the tracker's own, also when an internal admin opened it. */
export interface TrackerSlotProps {
  accountId: number;
  deviceId: number;
  deviceName: string;
}

/**
 * The history parts another feature provides: the top bar (refresh, period, auto-refresh, downloads) and the
 * map. app/ composes them in, because features do not import each other (DESIGN.md).
 */
export interface TrackerDetailsSlots {
  renderToolbar?: (props: TrackerSlotProps) => ReactNode;
  renderMap?: (props: TrackerSlotProps) => ReactNode;
}

function BackLink() {
  const back = useBackLink();
  return (
    <Anchor component={Link} to={back.to} size="sm">
      ← {back.label}
    </Anchor>
  );
}

function TrackerSections({ tracker }: { tracker: DeviceDetails }) {
  const permissions = useTrackerPermissions(tracker.account_id);
  const { has_temperature, has_humidity } = tracker.model;
  return (
    <>
      <InfoSection tracker={tracker} />
      {(has_temperature || has_humidity) && (
        <SlaSection tracker={tracker} readOnly={!permissions.manageSettings} />
      )}
      <NotesSection tracker={tracker} readOnly={!permissions.manageSettings} />
      <SubscriptionSection tracker={tracker} />
      <CommandsSection deviceId={tracker.id} customAvailable={permissions.customCommands} />
      <EventsSection deviceId={tracker.id} />
      {permissions.manageSettings && <AccessSection tracker={tracker} />}
    </>
  );
}

function TrackerDetails({ route, slots }: { route: TrackerRoute; slots: TrackerDetailsSlots }) {
  const details = useTrackerDetails(route.accountId, route.deviceId);
  useNoPositionWarning(details.data);
  useEventsFollowTracker(route.deviceId, details.dataUpdatedAt);

  if (details.isPending)
    return (
      <Center className={classes.screen}>
        <Loader aria-label="Loading tracker" />
      </Center>
    );
  // a 404 has already moved the page to Not Found; other failures say what went wrong here
  if (details.isError)
    return (
      <Center className={classes.screen}>
        <Text c="red">{messageOf(details.error, TRACKER_DETAILS_TEXTS.loadFailed)}</Text>
      </Center>
    );

  const tracker = details.data;
  const slotProps = { accountId: tracker.account_id, deviceId: tracker.id, deviceName: tracker.name };
  return (
    <div className={classes.screen}>
      <div className={classes.layout}>
        <div className={classes.top}>
          <BackLink />
          {slots.renderToolbar?.(slotProps)}
        </div>
        <section className={classes.map} aria-label="Map">
          {slots.renderMap?.(slotProps)}
        </section>
        <div className={classes.sections}>
          <TrackerSections tracker={tracker} />
        </div>
      </div>
    </div>
  );
}

/**
 * The tracker details screen (spec 1 §2.6), for /trackers/{id} and the internal admin's
 * /accounts/{accountId}/trackers/{id}: the history top bar and map beside the sections Info, SLAs, Notes,
 * Subscription, Commands, Events and Access. An address that cannot name a tracker shows Not Found.
 */
export function TrackerDetailsScreen(slots: TrackerDetailsSlots) {
  const route = useTrackerRoute();
  if (!route) return <Navigate to={ROUTES.NotFoundView} replace />;
  // another tracker is a fresh screen: forms and pages must not carry over
  return <TrackerDetails key={`${route.accountId}:${route.deviceId}`} route={route} slots={slots} />;
}
