/** Anchor serials are at most this long (the anchors contract): anything longer names no anchor. */
const SERIAL_MAX = 64;

/** The serial of the BLE anchor a report names (docs/decisions/0037), or null when it names none. */
export function anchorOf(raw: string | undefined | null): string | null {
  const serial = raw?.trim();
  return serial && serial.length <= SERIAL_MAX ? serial : null;
}
