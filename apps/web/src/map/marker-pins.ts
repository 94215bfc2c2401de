import type { MarkerColour } from '@lodestar/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MARKER_PALETTE } from './marker-palette.ts';

const WIDTH = 24;
const HEIGHT = 34;
/** Drawn at twice the size and shown at half, so pins stay sharp on high-density screens. */
const RATIO = 2;

/** The image id of a pin in a marker colour; the pin layer picks it with ['concat', 'pin-', marker]. */
export const pinImageId = (colour: MarkerColour) => `pin-${colour}`;

/** A map pin: a teardrop in the marker colour with a white centre and outline. */
function drawPin(colour: string): ImageData {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH * RATIO;
  canvas.height = HEIGHT * RATIO;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.scale(RATIO, RATIO);
  const r = WIDTH / 2 - 2;
  const cx = WIDTH / 2;
  const cy = r + 2;
  ctx.beginPath();
  ctx.moveTo(cx, HEIGHT - 1);
  ctx.bezierCurveTo(cx - 3, HEIGHT - 10, cx - r, cy + r * 0.6, cx - r, cy);
  ctx.arc(cx, cy, r, Math.PI, 0);
  ctx.bezierCurveTo(cx + r, cy + r * 0.6, cx + 3, HEIGHT - 10, cx, HEIGHT - 1);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.38, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/** Adds the pin of every marker colour to the map once (the BLE feature's marker icons, spec 1 §2.5). */
export function addPinImages(map: MapLibreMap): void {
  for (const [colour, fill] of Object.entries(MARKER_PALETTE) as [MarkerColour, string][]) {
    const id = pinImageId(colour);
    if (!map.hasImage(id)) map.addImage(id, drawPin(fill), { pixelRatio: RATIO });
  }
}
