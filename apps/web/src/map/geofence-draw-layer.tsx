import type { GeofenceShape } from '@lodestar/contracts';
import { useEffect, useRef } from 'react';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { circleFromRing, shapeRing } from './geofence-shape.ts';
import { useMapInstance } from './use-map-instance.ts';
import { geofenceDebug } from './layers/geofences-layer.tsx';

export type DrawTool = 'circle' | 'polygon';

/** A request to draw a new shape; `key` changes with every request, so choosing the same tool again restarts. */
export interface DrawRequest {
  tool: DrawTool;
  key: number;
}

interface GeofenceDrawLayerProps {
  /** The form's shape: drawn here, or replaced here when the form changes it (the radius field, edit mode). */
  shape: GeofenceShape | null;
  drawing: DrawRequest | null;
  /** A shape was drawn, moved, resized or reshaped. */
  onShape: (shape: GeofenceShape) => void;
  /** Drawing ended (finished): the tool is free again. */
  onDrawEnd?: () => void;
}

const COLOUR = '#e8590c';
const styles = {
  fillColor: COLOUR,
  outlineColor: COLOUR,
  fillOpacity: 0.2,
  outlineWidth: 2,
} as const;

/** Points kept to 7 decimals (about 1 cm): terra-draw refuses features more precise than its setting. */
const fix = (p: readonly number[]): [number, number] => [Number(p[0]!.toFixed(7)), Number(p[1]!.toFixed(7))];

function shapeOfFeature(feature: GeoJSONStoreFeatures): GeofenceShape | null {
  if (feature.geometry.type !== 'Polygon') return null;
  const ring = feature.geometry.coordinates[0]!;
  if (feature.properties.mode === 'circle') return { type: 'circle', ...circleFromRing(ring) };
  return {
    type: 'polygon',
    geo_json: {
      type: 'Polygon',
      coordinates: [ring.map((p) => fix(p).map((v) => Number(v.toFixed(6))) as [number, number])],
    },
  };
}

function sameShape(a: GeofenceShape | null, b: GeofenceShape | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The geofence's drawn features (terra-draw also keeps handle points in its store, marked in properties). */
const drawnShapes = (draw: TerraDraw) =>
  draw.getSnapshot().filter((f) => f.properties.mode === 'circle' || f.properties.mode === 'polygon');

/**
 * Drawing of a geofence with terra-draw (create and edit modes): a circle (click the centre, move, click) or a
 * polygon (click each corner; click the first corner or press Enter to close). Once drawn the shape is selected:
 * drag it to move it, drag a circle's handles to resize it, a polygon's corners to reshape it and its midpoints
 * to add corners. Every finished change goes to the form as a shape of the API's contract.
 */
export function GeofenceDrawLayer({ shape, drawing, onShape, onDrawEnd }: GeofenceDrawLayerProps) {
  const map = useMapInstance();
  const drawRef = useRef<TerraDraw | null>(null);
  const shown = useRef<GeofenceShape | null>(null);
  const callbacks = useRef({ onShape, onDrawEnd });
  callbacks.current = { onShape, onDrawEnd };

  useEffect(() => {
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map, prefixId: 'geofence-draw' }),
      modes: [
        new TerraDrawCircleMode({ styles }),
        new TerraDrawPolygonMode({ styles }),
        new TerraDrawSelectMode({
          flags: {
            circle: { feature: { draggable: true, coordinates: { resizable: 'center-fixed' } } },
            polygon: {
              feature: {
                draggable: true,
                coordinates: { draggable: true, midpoints: true, deletable: true },
              },
            },
          },
        }),
      ],
    });
    draw.start();
    draw.on('finish', (id, context) => {
      const feature = draw.getSnapshotFeature(id);
      const next = feature && shapeOfFeature(feature);
      if (!next) return;
      if (context.action === 'draw') {
        // one geofence, one shape: a new drawing replaces the old one
        const others = drawnShapes(draw).filter((f) => f.id !== id);
        if (others.length) draw.removeFeatures(others.map((f) => f.id!));
        draw.setMode('select');
        draw.selectFeature(id);
        callbacks.current.onDrawEnd?.();
      }
      shown.current = next;
      geofenceDebug().drawnShape = next;
      callbacks.current.onShape(next);
    });
    drawRef.current = draw;
    return () => {
      drawRef.current = null;
      // leaving the screen removes the map first; terra-draw's own layers went with it then
      if (!map.style) return;
      try {
        draw.stop();
      } catch {
        // its sources were already gone with the map's style
      }
    };
  }, [map]);

  // the form's shape, when it is not what the map shows already (edit mode's stored shape, the radius field)
  useEffect(() => {
    const draw = drawRef.current;
    if (!draw || sameShape(shape, shown.current)) return;
    shown.current = shape;
    draw.setMode('select');
    const old = drawnShapes(draw);
    if (old.length) draw.removeFeatures(old.map((f) => f.id!));
    if (!shape) return;
    const ring = shapeRing(shape).map(fix);
    const properties: Record<string, string | number> =
      shape.type === 'circle'
        ? { mode: 'circle', radiusKilometers: shape.radius / 1000 }
        : { mode: 'polygon' };
    const [added] = draw.addFeatures([
      { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties },
    ]);
    if (added?.valid && added.id !== undefined) draw.selectFeature(added.id);
  }, [shape]);

  useEffect(() => {
    if (drawing) drawRef.current?.setMode(drawing.tool);
  }, [drawing]);

  return null;
}
