import { open } from 'node:fs/promises';
import type { RangeResponse, Source } from 'pmtiles';

/**
 * The `pmtiles` reader's byte source over a local file: it asks for the header, a directory or a tile at a time,
 * so a PDF's map reads a few hundred kilobytes of the 7 MB archive, never the whole file.
 */
export class LocalFileSource implements Source {
  constructor(private readonly file: string) {}

  getKey(): string {
    return this.file;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const handle = await open(this.file, 'r');
    try {
      const data = new Uint8Array(length);
      const { bytesRead } = await handle.read(data, 0, length, offset);
      return { data: data.buffer.slice(0, bytesRead) };
    } finally {
      await handle.close();
    }
  }
}
