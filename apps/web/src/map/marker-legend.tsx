import { MARKER_LEGEND } from '@lodestar/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { LEGEND_ORDER, MARKER_PALETTE } from './marker-palette.ts';

/** Screens narrower than this start with the legend folded: open, it covers a large part of a phone's map. */
const SMALL_SCREEN = '(max-width: 48em)';

/**
 * What the marker colours mean (spec 1 §2.5 legend). It folds behind a 'Legend' button, folded by default on a
 * small screen (issue 15); the button says whether it is open and which list it controls.
 */
export function MarkerLegend() {
  // read at once (not after an effect) so a phone never paints the open legend first
  const small = useMediaQuery(SMALL_SCREEN, window.matchMedia?.(SMALL_SCREEN).matches ?? false, {
    getInitialValueInEffect: false,
  });
  const [open, setOpen] = useState(!small);
  // turning a tablet or resizing a window across the breakpoint follows the default of the new size
  useEffect(() => setOpen(!small), [small]);
  const listId = useId();

  return (
    <Paper shadow="sm" p={4} style={{ position: 'absolute', left: 10, bottom: 10, zIndex: 2, opacity: 0.94 }}>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Hide legend' : 'Legend'}
      </Button>
      {open && (
        <Stack
          id={listId}
          component="ul"
          aria-label="Legend"
          gap={2}
          m={0}
          p={4}
          style={{ listStyle: 'none' }}
        >
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
      )}
    </Paper>
  );
}
