import { parse } from 'csv-parse/sync';
import {
  PROVISIONING_CSV_COLUMNS,
  trackerIccid,
  trackerImei,
  trackerSerial,
  type ProvisioningResult,
  type ProvisioningRowError,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { TrackerDirectory } from '../../ingest/tracker-directory.ts';
import { isUniqueViolation } from './add-tracker.service.ts';
import {
  accountExists,
  findTakenIdentifiers,
  insertTrackers,
  listModels,
} from './provisioning.repository.ts';

/** Rows per file at most: a provisioning batch is a shipment of trackers, not a fleet migration. */
export const MAX_CSV_ROWS = 5_000;

interface Row {
  row: number;
  serial: string;
  imei: string | null;
  iccid: string | null;
  name: string | null;
  modelId: number | null;
}

/** Reads the file: a header with the known columns, then one tracker a line. Throws 422 for an unreadable file. */
function readCsv(text: string): { header: string[]; records: string[][] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw unprocessable(`The file is not a readable CSV: ${(error as Error).message}`);
  }
  const [header, ...rest] = records;
  if (!header)
    throw unprocessable(
      'The file is empty. Give a header line (serial,imei,iccid,model) and a line per tracker.',
    );
  return { header: header.map((h) => h.toLowerCase()), records: rest };
}

/**
 * Internal admins provision trackers for one account from a CSV (serial, imei, iccid, model, optional name).
 * Every row is checked and every problem listed by line and column; only a file without problems is imported,
 * in one transaction. `dryRun` checks without importing (the preview).
 */
export async function provisionFromCsv(
  db: Db,
  trackers: TrackerDirectory,
  accountId: number,
  text: string,
  dryRun: boolean,
): Promise<ProvisioningResult> {
  if (!(await accountExists(db, accountId))) throw notFound('Account not found.');
  const { header, records } = readCsv(text);
  const errors: ProvisioningRowError[] = [];
  const unknownColumns = header.filter((h) => !(PROVISIONING_CSV_COLUMNS as readonly string[]).includes(h));
  for (const column of unknownColumns)
    errors.push({ row: 1, column, message: `Unknown column; use ${PROVISIONING_CSV_COLUMNS.join(', ')}.` });
  for (const column of ['serial', 'model'])
    if (!header.includes(column)) errors.push({ row: 1, column, message: 'This column is required.' });
  if (records.length > MAX_CSV_ROWS)
    errors.push({ row: 1, column: 'serial', message: `At most ${MAX_CSV_ROWS} trackers a file.` });
  if (!records.length) errors.push({ row: 2, column: 'serial', message: 'The file has no trackers.' });
  if (errors.length) return { imported: false, dry_run: dryRun, rows: [], errors };

  const models = await listModels(db);
  const modelByKey = new Map<string, number>();
  for (const m of models) {
    modelByKey.set(String(m.id), m.id);
    modelByKey.set(m.title.toLowerCase(), m.id);
  }
  const cell = (record: string[], column: string) => {
    const value = record[header.indexOf(column)]?.trim() ?? '';
    return value === '' ? null : value;
  };
  const seen = new Map<string, number>();
  const rows: Row[] = records.map((record, i) => {
    const row = i + 2;
    const fail = (column: string, message: string) => errors.push({ row, column, message });
    const check = (column: string, schema: typeof trackerSerial, value: string | null) => {
      if (value === null) return null;
      const parsed = schema.safeParse(value);
      if (!parsed.success) fail(column, parsed.error.issues[0]?.message ?? 'Not valid.');
      return parsed.success ? parsed.data : value;
    };
    const serialText = cell(record, 'serial');
    if (serialText === null) fail('serial', 'The serial is missing.');
    const serial = check('serial', trackerSerial, serialText) ?? '';
    const imei = check('imei', trackerImei, cell(record, 'imei'));
    const iccid = check('iccid', trackerIccid, cell(record, 'iccid'));
    const modelText = cell(record, 'model');
    const modelId = modelText === null ? null : (modelByKey.get(modelText.toLowerCase()) ?? null);
    if (modelText === null) fail('model', 'The model is missing.');
    else if (modelId === null) fail('model', `No model is called "${modelText}".`);
    const name = cell(record, 'name');
    if (name && name.length > 100) fail('name', 'The name must be at most 100 characters.');
    for (const [column, value] of [
      ['serial', serial],
      ['imei', imei],
    ] as const) {
      if (!value) continue;
      const earlier = seen.get(value);
      if (earlier !== undefined) fail(column, `Also on line ${earlier} of this file.`);
      else seen.set(value, row);
    }
    return { row, serial, imei, iccid, name, modelId };
  });

  const taken = await findTakenIdentifiers(db, [...seen.keys()]);
  for (const r of rows) {
    if (r.serial && taken.has(r.serial))
      errors.push({ row: r.row, column: 'serial', message: 'Already registered to a tracker.' });
    if (r.imei && taken.has(r.imei))
      errors.push({ row: r.row, column: 'imei', message: 'Already registered to a tracker.' });
  }
  const answer = (deviceIds: number[] | null): ProvisioningResult => ({
    imported: deviceIds !== null,
    dry_run: dryRun,
    rows: rows.map((r, i) => ({
      row: r.row,
      serial: r.serial,
      imei: r.imei,
      iccid: r.iccid,
      model_id: r.modelId,
      device_id: deviceIds?.[i] ?? null,
    })),
    errors: errors.sort((a, b) => a.row - b.row),
  });
  if (errors.length || dryRun) return answer(null);
  let ids: number[];
  try {
    ids = await insertTrackers(
      db,
      rows.map((r) => ({
        accountId,
        modelId: r.modelId!,
        name: r.name ?? r.serial,
        serial: r.serial,
        imei: r.imei,
        iccid: r.iccid,
      })),
    );
  } catch (error) {
    // an identifier was registered between the check and the insert: nothing was imported
    if (isUniqueViolation(error))
      throw unprocessable(
        'One of these identifiers was registered meanwhile. Nothing was imported; try again.',
      );
    throw error;
  }
  for (const r of rows) {
    trackers.forget(r.serial);
    if (r.imei) trackers.forget(r.imei);
  }
  return answer(ids);
}
