import { MARKER_LEGEND } from '@lodestar/contracts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { LEGEND_ORDER, MARKER_PALETTE } from './marker-palette.ts';

/** What the marker colours mean (spec 1 §2.5 legend). */
export function MarkerLegend() {
  return (
    <Paper
      component="ul"
      aria-label="Legend"
      shadow="sm"
      p="xs"
      m={0}
      style={{ position: 'absolute', left: 10, bottom: 10, zIndex: 2, listStyle: 'none', opacity: 0.94 }}
    >
      <Stack gap={2}>
        {LEGEND_ORDER.map((colour) => (
          <Group component="li" key={colour} gap={6} wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                background: MARKER_PALETTE[colour],
                border: '1px solid white',
              }}
            />
            <Text size="xs">{MARKER_LEGEND[colour]}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
