/** The element types batch statements send as arrays, with their PostgreSQL type OIDs. */
const OIDS = {
  int2: 21,
  int4: 23,
  float4: 700,
  float8: 701,
  bool: 16,
  text: 25,
  timestamptz: 1184,
  jsonb: 3802,
} as const;
export type ElementType = keyof typeof OIDS;

/** The SQL array type each element type is cast to, whichever format the parameter travels in. */
export const ARRAY_TYPE: Record<ElementType, string> = {
  int2: 'smallint[]',
  int4: 'int[]',
  float4: 'real[]',
  float8: 'float8[]',
  bool: 'bool[]',
  text: 'text[]',
  timestamptz: 'timestamptz[]',
  jsonb: 'jsonb[]',
};

export type ElementValue = number | boolean | string | Date | null | undefined;

const FIXED_SIZE: Partial<Record<ElementType, number>> = {
  int2: 2,
  int4: 4,
  float4: 4,
  float8: 8,
  bool: 1,
  timestamptz: 8,
};
/** PostgreSQL's epoch (2000-01-01T00:00:00Z) in Unix milliseconds. */
const POSTGRES_EPOCH_MS = 946_684_800_000;
const TWO_32 = 2 ** 32;
const HEADER = 20;

/**
 * A one-dimensional array in PostgreSQL's binary format (what array_send writes and array_recv reads): a
 * 20-byte header, then each element as its length (-1 for null) and its bytes. node-postgres sends a Buffer
 * parameter as binary, so a batch of thousands of rows skips formatting every number and time as text in
 * JavaScript and parsing it again in the database. Numbers are written at the element type's width (float4
 * rounds as float4in would); times are microseconds since 2000-01-01; jsonb is its version byte and the text.
 */
export function binaryArray(type: ElementType, values: readonly ElementValue[]): Buffer {
  const fixed = FIXED_SIZE[type];
  const jsonb = type === 'jsonb' ? 1 : 0;
  // variable-size elements: their text and its UTF-8 length, worked out once for sizing and writing
  const texts =
    fixed === undefined ? values.map((v) => (v === null || v === undefined ? null : String(v))) : null;
  const lengths = texts?.map((t) => (t === null ? 0 : Buffer.byteLength(t)));
  let size = HEADER;
  let hasNull = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    size += 4;
    if (v === null || v === undefined) hasNull = 1;
    else size += fixed ?? lengths![i]! + jsonb;
  }
  const out = Buffer.allocUnsafe(size);
  out.writeInt32BE(1, 0);
  out.writeInt32BE(hasNull, 4);
  out.writeUInt32BE(OIDS[type], 8);
  out.writeInt32BE(values.length, 12);
  out.writeInt32BE(1, 16);
  let at = HEADER;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) {
      out.writeInt32BE(-1, at);
      at += 4;
    } else if (texts) {
      out.writeInt32BE(lengths![i]! + jsonb, at);
      at += 4;
      if (jsonb) out[at++] = 1;
      at += out.write(texts[i]!, at, 'utf8');
    } else {
      out.writeInt32BE(fixed!, at);
      at = writeFixed(out, at + 4, type, v);
    }
  }
  return out;
}

function writeFixed(out: Buffer, at: number, type: ElementType, v: number | boolean | string | Date): number {
  switch (type) {
    case 'int2':
      return out.writeInt16BE(Number(v), at);
    case 'int4':
      return out.writeInt32BE(Number(v), at);
    case 'float4':
      return out.writeFloatBE(Number(v), at);
    case 'float8':
      return out.writeDoubleBE(Number(v), at);
    case 'bool':
      out[at] = v ? 1 : 0;
      return at + 1;
    default: {
      const ms = v instanceof Date ? v.getTime() : Date.parse(String(v));
      const micros = (ms - POSTGRES_EPOCH_MS) * 1000;
      const high = Math.floor(micros / TWO_32);
      out.writeInt32BE(high, at);
      return out.writeUInt32BE(micros - high * TWO_32, at + 4);
    }
  }
}
