import { HttpError } from '../http/errors.ts';

/**
 * The database refused one report even after its side values were left out, and the report alone was the cause:
 * the reports written with it were stored (docs/decisions/0022). Answered 400, as the OsmAnd route answers any
 * report it cannot store: sending the same report again would fail the same way, and a tracker that resends
 * its oldest report until it is accepted would hold every later one back.
 */
export class RefusedReportError extends HttpError {
  constructor(identifier: string) {
    super(
      400,
      `The report from tracker ${JSON.stringify(identifier)} could not be stored: the database refused one of its values. It was not stored; the tracker's other reports are not affected.`,
    );
    this.name = 'RefusedReportError';
  }
}
