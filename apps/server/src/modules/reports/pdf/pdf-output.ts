import { Readable } from 'node:stream';
import type PDFDocument from 'pdfkit';

/** Bytes of PDF waiting for the reader before writing pauses. */
const HIGH_WATER = 1 << 20;

export interface PdfOutput {
  stream: Readable;
  /**
   * Lets the server's other work run, then resolves once the reader has taken enough of what was written; rejects
   * when the reader went away. Writing a PDF is seconds of CPU: called every few rows, it never holds the event
   * loop (ingest, other requests) for more than a few tens of milliseconds.
   */
  drained(): Promise<void>;
  fail(error: Error): void;
}

/**
 * The document's bytes as a stream that pushes back: pdfkit pushes every chunk whatever its reader takes, so a
 * slow download would hold the whole PDF in memory. Here the writing waits until the reader asks for more.
 */
export function pdfOutput(doc: InstanceType<typeof PDFDocument>): PdfOutput {
  let wake: (() => void) | null = null;
  const stream = new Readable({
    read() {
      wake?.();
      wake = null;
    },
  });
  stream.on('close', () => {
    wake?.();
    wake = null;
  });
  doc.on('data', (chunk: Buffer) => stream.push(chunk));
  doc.on('end', () => stream.push(null));
  doc.on('error', (error: Error) => stream.destroy(error));
  return {
    stream,
    async drained() {
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (stream.readableLength > HIGH_WATER && !stream.destroyed)
        await new Promise<void>((r) => (wake = r));
      if (stream.destroyed) throw new Error('the PDF reader went away');
    },
    fail: (error) => stream.destroy(error),
  };
}
