import {
  GEOFENCE_DEFAULT_RADIUS_M,
  GEOFENCE_RADIUS_MAX_M,
  GEOFENCE_RADIUS_MIN_M,
  GEOFENCE_SCREEN_TEXTS,
  type GeofenceShape,
} from '@lodestar/contracts';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { DrawRequest, DrawTool } from '../../../map/geofence-draw-layer.tsx';

interface ShapeToolsProps {
  shape: GeofenceShape | null;
  drawing: DrawRequest | null;
  /** The chosen address's point, for a circle placed there without drawing (keyboard users). */
  addressPoint: { lat: number; lng: number } | null;
  error: string | null;
  onDraw: (tool: DrawTool) => void;
  onShape: (shape: GeofenceShape) => void;
}

const HINTS: Record<DrawTool, string> = {
  circle: 'On the map: click the centre, move out to the radius, click again.',
  polygon: 'On the map: click each corner; click the first corner again or press Enter to close it.',
};

/**
 * The drawn shape's part of the form (spec 1 §2.8: circle or polygon only): tools to draw on the map, a circle at
 * the chosen address, and the radius of a circle as a number kept in step with its handles.
 */
export function ShapeTools({ shape, drawing, addressPoint, error, onDraw, onShape }: ShapeToolsProps) {
  const radiusProblem =
    shape?.type === 'circle' && (shape.radius < GEOFENCE_RADIUS_MIN_M || shape.radius > GEOFENCE_RADIUS_MAX_M)
      ? `radius must be between ${GEOFENCE_RADIUS_MIN_M} and ${GEOFENCE_RADIUS_MAX_M} metres`
      : null;
  return (
    <Stack gap={6} role="group" aria-label="Shape">
      <Text fw={500} size="sm">
        Shape{' '}
        <span aria-hidden="true" style={{ color: 'var(--mantine-color-red-6)' }}>
          *
        </span>
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant={drawing?.tool === 'circle' ? 'filled' : 'light'}
          aria-pressed={drawing?.tool === 'circle'}
          onClick={() => onDraw('circle')}
        >
          Draw circle
        </Button>
        <Button
          size="xs"
          variant={drawing?.tool === 'polygon' ? 'filled' : 'light'}
          aria-pressed={drawing?.tool === 'polygon'}
          onClick={() => onDraw('polygon')}
        >
          Draw polygon
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!addressPoint}
          title={addressPoint ? undefined : 'Choose an address from the suggestions first'}
          onClick={() =>
            addressPoint &&
            onShape({
              type: 'circle',
              lat: addressPoint.lat,
              lng: addressPoint.lng,
              radius: shape?.type === 'circle' ? shape.radius : GEOFENCE_DEFAULT_RADIUS_M,
            })
          }
        >
          Circle at the address
        </Button>
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {drawing
          ? HINTS[drawing.tool]
          : shape
            ? `${shape.type === 'circle' ? 'Circle' : 'Polygon'} drawn. Drag it to move it, drag its handles to ${
                shape.type === 'circle' ? 'resize it' : 'reshape it'
              }.`
            : GEOFENCE_SCREEN_TEXTS.drawFirst}
      </Text>
      {shape?.type === 'circle' && (
        <NumberInput
          label="Radius (metres)"
          min={GEOFENCE_RADIUS_MIN_M}
          max={GEOFENCE_RADIUS_MAX_M}
          step={10}
          allowDecimal={false}
          clampBehavior="none"
          value={shape.radius}
          error={radiusProblem}
          onChange={(value) => {
            const radius = typeof value === 'number' ? value : Number(value);
            if (Number.isFinite(radius) && radius > 0) onShape({ ...shape, radius });
          }}
        />
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
