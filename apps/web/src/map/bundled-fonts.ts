import type { StyleSpecification } from 'maplibre-gl';
// Noto Sans (SIL Open Font License) from @fontsource, emitted as hashed assets and served by the app itself:
// no font or glyph server is needed, and labels look the same on every machine
import latinRegular from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import latinExtRegular from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2?url';
import latinMedium from '@fontsource/noto-sans/files/noto-sans-latin-500-normal.woff2?url';
import latinExtMedium from '@fontsource/noto-sans/files/noto-sans-latin-ext-500-normal.woff2?url';
import latinItalic from '@fontsource/noto-sans/files/noto-sans-latin-400-italic.woff2?url';
import latinExtItalic from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-italic.woff2?url';

/** The characters of @fontsource's latin and latin-ext subsets (their CSS files' unicode-range). */
const LATIN = [
  'U+0000-00FF',
  'U+0131',
  'U+0152-0153',
  'U+02BB-02BC',
  'U+02C6',
  'U+02DA',
  'U+02DC',
  'U+0304',
  'U+0308',
  'U+0329',
  'U+2000-206F',
  'U+20AC',
  'U+2122',
  'U+2191',
  'U+2193',
  'U+2212',
  'U+2215',
  'U+FEFF',
  'U+FFFD',
];
const LATIN_EXT = [
  'U+0100-02BA',
  'U+02BD-02C5',
  'U+02C7-02CC',
  'U+02CE-02D7',
  'U+02DD-02FF',
  'U+1D00-1DBF',
  'U+1E00-1E9F',
  'U+1EF2-1EFF',
  'U+2020',
  'U+20A0-20AB',
  'U+20AD-20C0',
  'U+2113',
  'U+2C60-2C7F',
  'U+A720-A7FF',
];

const face = (latin: string, latinExt: string) => [
  { url: latin, 'unicode-range': LATIN },
  { url: latinExt, 'unicode-range': LATIN_EXT },
];

/**
 * The map's font files by font stack name, for the style's `font-faces`: MapLibre draws the glyphs of these stacks
 * from the files (downloaded only when a label needs them), and any other character, or stack, with the browser's
 * own fonts. The names are the ones the Protomaps street style asks for, so a PMTiles street map's labels use them
 * too.
 */
export const BUNDLED_FONT_FACES: NonNullable<StyleSpecification['font-faces']> = {
  'Noto Sans Regular': face(latinRegular, latinExtRegular),
  'Noto Sans Medium': face(latinMedium, latinExtMedium),
  'Noto Sans Italic': face(latinItalic, latinExtItalic),
};

/** Font stack of the offline map's place names. */
export const PLACE_LABEL_FONT = ['Noto Sans Regular'];
