import type { LightMyRequestResponse } from 'fastify';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

/** A CSV answer as rows keyed by header, after checking it is a UTF-8 CSV attachment. */
export function csvRows(res: LightMyRequestResponse, filename: RegExp): Record<string, string>[] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${filename.source}"$`),
  );
  return csvBodyRows(res.body);
}

export function csvBodyRows(body: string): Record<string, string>[] {
  return parse(body, { bom: true, columns: true }) as Record<string, string>[];
}

/** The header row of a CSV answer. */
export function csvHeader(body: string): string[] {
  return (parse(body, { bom: true, to: 1 }) as string[][])[0]!;
}
