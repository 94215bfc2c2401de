import { DWELL_COLOUR_LIMITS, DWELL_TEXTS } from '@lodestar/contracts';
import { List, Modal, Stack, Text } from '@mantine/core';

/** The 'How it works?' explanation of the dwell figures (spec 2 §2), in plain words. */
export function HowItWorksModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={DWELL_TEXTS.howItWorks} size="lg">
      <Stack gap="sm">
        <Text size="sm">
          A <b>visit</b> is the time a tracker spends inside a geofence, from the fix that shows it inside to
          the fix that shows it outside again. A tracker still inside has an open visit that counts up to now.
        </Text>
        <List size="sm" spacing="xs">
          <List.Item>
            <b>Period</b>: the table looks back 30, 60 or 90 days. Every visit that falls in that window, even
            partly, counts.
          </List.Item>
          <List.Item>
            <b>Avg. Dwell (days)</b>: the average length of those visits, in days. Each visit counts whole,
            also the part before the period, so a pallet that has sat 120 days shows 120 days in any period.
          </List.Item>
          <List.Item>
            <b>% of Allowance</b>: that average as a share of the geofence's allowable dwell days. The row is
            green up to {DWELL_COLOUR_LIMITS.green}%, yellow up to {DWELL_COLOUR_LIMITS.yellow}%, and red
            above; it stays white when no allowance (or 0) is set.
          </List.Item>
          <List.Item>
            <b>Exceeding</b>: trackers inside now for longer than the allowance (none when no allowance is
            set).
          </List.Item>
          <List.Item>
            <b>Trackers</b>: how many trackers are inside now. Min and max assets are the counts the site
            should stay between.
          </List.Item>
        </List>
        <Text size="sm">
          Type a number into Allowable Dwell Days, Min Assets or Max Assets to change it (0 to 500, empty for
          none); the row's figures and colour follow. Open a row to see its trackers and how long each has
          been inside.
        </Text>
      </Stack>
    </Modal>
  );
}
