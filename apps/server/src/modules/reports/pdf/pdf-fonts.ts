import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type FontWeight = 'regular' | 'bold';

/** A piece of text in one font: a text mixing scripts is drawn as several. */
export interface TextRun {
  font: string;
  text: string;
}

/**
 * Noto Sans (SIL Open Font License) from @fontsource, the font the web app's map labels use: it comes as one file
 * per script, so each is its own PDF font and a text is split into runs by the files that have its characters.
 * Only the files a report uses are embedded, each cut to the glyphs it uses.
 */
const SUBSETS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
] as const;
const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 600 };

/** Characters none of the files has (CJK, Arabic, ...) are written as this. */
const MISSING = '?';

interface Subset {
  name: string;
  ranges: [number, number][];
}

function fontFolder(): string | null {
  try {
    const licence = createRequire(import.meta.url).resolve('@fontsource/noto-sans/LICENSE');
    return path.dirname(licence);
  } catch {
    return null;
  }
}

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((range) => {
    const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

/** The fonts of a PDF document, and how a text is split among them. */
export interface PdfFonts {
  /** Whether Noto Sans is embedded; false means the standard Helvetica (Latin-1 only). */
  embedded: boolean;
  runs(text: string, weight: FontWeight): TextRun[];
}

/** Anything with pdfkit's registerFont. */
interface FontRegistry {
  registerFont(name: string, src: string): unknown;
}

/** Latin-1 text needs no splitting: the common case, tested before looking at each character. */
const LATIN_1 = /^[^\u0100-\u{10ffff}]*$/u;

/**
 * Registers Noto Sans with the document. Without the package (an install that left out the web app's
 * dependencies) it falls back to Helvetica, writing accented letters beyond Latin-1 without their accents.
 */
export function registerFonts(doc: FontRegistry): PdfFonts {
  const folder = fontFolder();
  const files = folder ? path.join(folder, 'files') : null;
  if (!folder || !files || !existsSync(path.join(files, 'noto-sans-latin-400-normal.woff')))
    return helvetica();
  const unicode = JSON.parse(readFileSync(path.join(folder, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const subsets: Subset[] = SUBSETS.filter((name) => unicode[name]).map((name) => ({
    name,
    ranges: parseRanges(unicode[name]!),
  }));
  for (const weight of Object.keys(WEIGHTS) as FontWeight[])
    for (const { name } of subsets)
      doc.registerFont(
        `${name}-${weight}`,
        path.join(files, `noto-sans-${name}-${WEIGHTS[weight]}-normal.woff`),
      );
  const subsetOf = (code: number) =>
    subsets.find((s) => s.ranges.some(([from, to]) => code >= from && code <= to))?.name ?? null;
  return {
    embedded: true,
    runs(text, weight) {
      if (LATIN_1.test(text)) return [{ font: `latin-${weight}`, text }];
      const runs: TextRun[] = [];
      for (const char of text) {
        const subset = subsetOf(char.codePointAt(0)!);
        const font = `${subset ?? 'latin'}-${weight}`;
        const last = runs[runs.length - 1];
        const shown = subset ? char : MISSING;
        if (last?.font === font) last.text += shown;
        else runs.push({ font, text: shown });
      }
      return runs;
    },
  };
}

function helvetica(): PdfFonts {
  return {
    embedded: false,
    runs(text, weight) {
      const font = weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
      if (LATIN_1.test(text)) return [{ font, text }];
      // 'Łódź' as 'Lodz': the letters without their marks, where Unicode decomposes them
      const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return [{ font, text: plain.replace(/[\u0100-\u{10ffff}]/gu, MISSING) }];
    },
  };
}
