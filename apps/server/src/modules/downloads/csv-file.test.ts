import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, csvText, neutraliseFormula } from './csv-file.ts';

// stream/consumers' text() drops a byte-order mark, and the mark is part of what is checked
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

describe('CSV files', () => {
  it('keeps text that a spreadsheet would run as a formula from running', () => {
    for (const cell of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\tx', '\r=x'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['Van 07', '', "'quoted", 'a=b']) expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('writes a UTF-8 byte-order mark, a header, quoted cells and CRLF rows; numbers stay numbers', () => {
    const csv = csvText(
      ['Name', 'Longitude', 'SOS', 'Note'],
      [
        ['=cmd', -87.5, true, 'a, "b"'],
        [null, 0, false, 'Zürich'],
      ],
    );
    expect(csv).toBe(`\uFEFFName,Longitude,SOS,Note\r\n'=cmd,-87.5,yes,"a, ""b"""\r\n,0,no,Zürich\r\n`);
  });

  it('streams rows as they are produced, and fails the stream when producing them fails', async () => {
    async function* rows() {
      yield ['a'];
      yield ['b'];
    }
    expect(await text(csvStream(['X'], rows()))).toBe('\uFEFFX\r\na\r\nb\r\n');
    async function* broken() {
      yield ['a'];
      throw new Error('database gone');
    }
    await expect(text(csvStream(['X'], broken()))).rejects.toThrow('database gone');
  });
});
