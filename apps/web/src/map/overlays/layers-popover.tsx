import { MAP_OVERLAY_TEXTS as TEXTS } from '@lodestar/contracts';
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
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

/** A titled group of boxes inside the Layers dropdown, named for screen readers by its title. */
export function LayersGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <Text size="xs" fw={700}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

interface OverlaySwitchProps<T> {
  label: string;
  value: T;
  field: { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];
  onChange: (next: T) => void;
  disabled?: boolean;
  /** A line under the box: what it shows, or why it cannot be used now. */
  description?: string;
}

/** One on/off overlay of a map's overlay settings: flips `field` and hands the whole settings on. */
export function OverlaySwitch<T>({
  label,
  value,
  field,
  onChange,
  disabled,
  description,
}: OverlaySwitchProps<T>) {
  return (
    <Checkbox
      size="xs"
      label={label}
      description={description}
      disabled={disabled}
      checked={value[field] as boolean}
      onChange={(e) => onChange({ ...value, [field]: e.currentTarget.checked })}
    />
  );
}
