import { HttpError } from '../../http/errors.ts';
import { CarrierError } from '../../integrations/carriers/sim-carrier.ts';

/**
 * An action's failure as the refusal the admin sees, or undefined for a fault of ours. Actions throw HttpErrors;
 * a carrier's own error that reaches here says no for the carrier (422) or that it could not be reached (503).
 */
export function asRefusal(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof CarrierError)
    return err.kind === 'refused'
      ? new HttpError(422, `The carrier refused: ${err.message}`)
      : new HttpError(503, `The carrier could not be reached: ${err.message}`);
  return undefined;
}
