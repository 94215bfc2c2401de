import {
  MAP_OVERLAY_TEXTS,
  TRACKER_DETAILS_TEXTS,
  TRACKER_SECTION_TITLES,
  GROUP_TEXTS,
  type DeviceDetails,
} from '@lodestar/contracts';
import {
  alarmsText,
  coordinatesText,
  formatPhone,
  hasMissedLastUpdate,
  percentText,
  speedText,
  temperatureText,
} from '@lodestar/domain';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { DetailsSection } from './details-section.tsx';
import { TrackerGroups, useTrackerGroupsFact } from './tracker-groups.tsx';
import classes from './tracker-details-screen.module.css';

const NOT_REPORTED = TRACKER_DETAILS_TEXTS.notReported;

/**
 * The Info section (spec 1 §2.6): identity, its groups (business accounts, linked to their screens), alarms and
 * the latest readings in the units people use (mph, °F), and a warning once the tracker has missed the report its model promises.
 */
export function InfoSection({ tracker }: { tracker: DeviceDetails }) {
  const now = useNow();
  const position = tracker.current_position;
  const missed = hasMissedLastUpdate(position, tracker.model, now);
  const groups = useTrackerGroupsFact(tracker);
  const facts: [string, ReactNode][] = [
    ['Name', tracker.name],
    ['Serial', tracker.serial],
    ['Model', tracker.model.title],
    ['Phone', formatPhone(tracker.phone) || NOT_REPORTED],
    ['Alarms', alarmsText(position)],
    [
      'Position',
      position
        ? `${coordinatesText(position.location)} (${MAP_OVERLAY_TEXTS.fixTypes[position.fix]})`
        : NOT_REPORTED,
    ],
    ['Address', position?.address ?? NOT_REPORTED],
    ['Last report', position ? <RelativeTime iso={position.timestamp} now={now} /> : NOT_REPORTED],
    ['Battery', percentText(position?.battery) ?? NOT_REPORTED],
    ['Speed', speedText(position?.speed) ?? NOT_REPORTED],
  ];
  // beside the identity: which groups a tracker belongs to is how a fleet is organised
  if (groups)
    facts.splice(3, 0, [
      GROUP_TEXTS.groupColumn,
      groups === 'none' ? 'None' : <TrackerGroups tracker={tracker} />,
    ]);
  // a reading from a model without the sensor is still shown: the tracker reported it
  if (tracker.model.has_temperature || position?.temperature != null)
    facts.push(['Temperature', temperatureText(position?.temperature) ?? NOT_REPORTED]);
  if (tracker.model.has_humidity || position?.humidity != null)
    facts.push(['Humidity', percentText(position?.humidity) ?? NOT_REPORTED]);

  return (
    <DetailsSection title={TRACKER_SECTION_TITLES.info}>
      {missed && (
        <Alert color="yellow" variant="light" mb="sm" py={6}>
          {TRACKER_DETAILS_TEXTS.missedLastUpdate}
        </Alert>
      )}
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd data-testid={`info-${label.toLowerCase().replace(' ', '-')}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </DetailsSection>
  );
}
