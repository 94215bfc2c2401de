import { describe, expect, it } from 'vitest';
import { registerFonts } from './pdf-fonts.ts';

const registry = () => {
  const fonts = new Map<string, string>();
  return { fonts, registerFont: (name: string, src: string) => fonts.set(name, src) };
};

describe('registerFonts', () => {
  it('embeds Noto Sans and splits a text among its files by script', () => {
    const doc = registry();
    const fonts = registerFonts(doc);
    expect(fonts.embedded).toBe(true);
    expect(doc.fonts.get('latin-regular')).toMatch(/noto-sans-latin-400-normal\.woff$/);
    expect(fonts.runs('5400 S State St', 'regular')).toEqual([
      { font: 'latin-regular', text: '5400 S State St' },
    ]);
    expect(fonts.runs('Łódź', 'bold')).toEqual([
      { font: 'latin-ext-bold', text: 'Ł' },
      { font: 'latin-bold', text: 'ód' },
      { font: 'latin-ext-bold', text: 'ź' },
    ]);
    expect(fonts.runs('Москва', 'regular')).toEqual([{ font: 'cyrillic-regular', text: 'Москва' }]);
    // no file has Han characters: they are marked, not dropped silently
    expect(
      fonts
        .runs('東京 Tokyo', 'regular')
        .map((r) => r.text)
        .join(''),
    ).toBe('?? Tokyo');
  });
});
