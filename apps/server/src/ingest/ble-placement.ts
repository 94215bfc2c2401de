import type { AnchorPins } from '../modules/anchors/anchor-pins.ts';
import type { DecodedReport, PositionReport } from './position-report.ts';

export interface BlePlacementLog {
  warn(details: object, message: string): void;
}

/**
 * Places a report without coordinates that names a BLE anchor the tracker saw (docs/decisions/0037): at the
 * anchor's pin, with the anchor's radius (feet, in metres) as its accuracy, a valid `ble` fix. Null when the
 * report names no anchor, or none of the tracker's account has that serial, or the anchors cannot be read: then
 * it is placed like any report without coordinates (network-placement.ts, docs/decisions/0021).
 */
export class BlePlacement {
  constructor(
    private readonly pins: AnchorPins,
    private readonly log: BlePlacementLog,
  ) {}

  async place(report: DecodedReport, accountId: number): Promise<PositionReport | null> {
    if (!report.anchorSerial) return null;
    let pin;
    try {
      pin = await this.pins.find(accountId, report.anchorSerial);
    } catch (err) {
      this.log.warn(
        { err, accountId },
        'could not read the anchors of an account: BLE fix placed without them',
      );
      return null;
    }
    if (!pin) return null;
    return {
      ...report,
      latitude: pin.latitude,
      longitude: pin.longitude,
      accuracy: pin.accuracyM,
      valid: true,
      fix: 'ble',
    };
  }
}
