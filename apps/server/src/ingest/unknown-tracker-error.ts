import { HttpError } from '../http/errors.ts';
import { quote } from './report-checks.ts';

/**
 * A report from an identifier no tracker has. 400 on the OsmAnd query/form variant (what the protocol's
 * clients expect for a refused report), 404 on the JSON variants, as the issue asks.
 */
export class UnknownTrackerError extends HttpError {
  constructor(
    readonly identifier: string,
    status: 400 | 404 = 400,
  ) {
    super(
      status,
      `No tracker has the identifier ${quote(identifier)}: add the tracker with this serial or IMEI first.`,
    );
    this.name = 'UnknownTrackerError';
  }
}
