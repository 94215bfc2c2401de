import { MAP_OVERLAY_TEXTS as TEXTS } from '@lodestar/contracts';
import { Button, Popover } from '@mantine/core';
import type { ReactNode } from 'react';

/** The 'Layers' button in the map's top right corner and the dropdown it opens (every map mode shares it). */
export function LayersPopover({ children }: { children: ReactNode }) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal={false}>
      <Popover.Target>
        <Button
          size="xs"
          variant="white"
          style={{
            position: 'absolute',
            top: 10,
            right: 48,
            zIndex: 2,
            boxShadow: 'var(--mantine-shadow-sm)',
          }}
        >
          {TEXTS.button}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
