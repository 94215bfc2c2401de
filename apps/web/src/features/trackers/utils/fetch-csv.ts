import { postFile } from '../../../api/file-download.ts';

/** A downloaded CSV: its content and the file name the server suggested. */
export interface CsvFile {
  blob: Blob;
  fileName: string;
}

/**
 * POSTs JSON and answers the CSV blob. A failure becomes an ApiError carrying the server's message, which the
 * download menu shows (spec 1 §8).
 */
export function postForCsv(path: string, body: unknown, fallbackName: string): Promise<CsvFile> {
  return postFile(path, { body, accept: 'text/csv', fallbackName });
}
