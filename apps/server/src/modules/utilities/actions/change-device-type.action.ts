import { conflict, unprocessable } from '../../../http/errors.ts';
import type { UtilityAction } from '../utility-action.ts';
import {
  findModel,
  setTrackerModel,
  swapInProgress,
  trackerBySerial,
} from '../utility-trackers.repository.ts';

export const CHANGE_TYPE_TEXTS = {
  unknownModel: 'Choose one of the listed models.',
  swapping: 'This tracker has a SIM swap in progress: change its model once the swap has ended.',
} as const;

/**
 * Change Device Type (decision 0071): gives the tracker another model (what the app draws and offers for it, the
 * SIM wizard it gets, its expected report interval). Refused for an unknown model, the model it already has, or
 * while a SIM swap is in progress (the swap's wizard is the model's).
 */
export const changeDeviceTypeAction: UtilityAction<'change-device-type'> = {
  id: 'change-device-type',
  bulk: false,
  async run(input, { services }) {
    const db = services.database.db;
    const tracker = await trackerBySerial(db, input.serial);
    const model = await findModel(db, input.model_id);
    if (!model)
      throw unprocessable(CHANGE_TYPE_TEXTS.unknownModel, { model_id: [CHANGE_TYPE_TEXTS.unknownModel] });
    if (model.id === tracker.modelId) throw conflict(`The tracker is already a ${model.title}.`);
    if (await swapInProgress(db, tracker.id)) throw conflict(CHANGE_TYPE_TEXTS.swapping);
    await setTrackerModel(db, tracker.id, model.id);
    services.ingest.trackers.forget(tracker.serial);
    if (tracker.imei) services.ingest.trackers.forget(tracker.imei);
    return {
      message: `Tracker ${tracker.serial} is now a ${model.title}.`,
      details: {
        device_id: tracker.id,
        serial: tracker.serial,
        account_id: tracker.accountId,
        model_id: model.id,
      },
    };
  },
};
