import { describe, expect, it } from 'vitest';
import { customReportSrc } from './custom-report-src.ts';

const account = (value: string | null) => ({ settings: [{ code: 'embed_report_src', value }] });

describe('the custom report address', () => {
  it('embeds an http(s) address as it is', () => {
    expect(customReportSrc(account('https://reports.example.com/embed/7?x=1'))).toBe(
      'https://reports.example.com/embed/7?x=1',
    );
    expect(customReportSrc(account(' http://bi.example.org/r '))).toBe('http://bi.example.org/r');
  });

  it('embeds nothing for a missing, blank or unsafe address', () => {
    expect(customReportSrc(null)).toBeNull();
    expect(customReportSrc({ settings: [] })).toBeNull();
    expect(customReportSrc(account(null))).toBeNull();
    expect(customReportSrc(account('  '))).toBeNull();
    expect(customReportSrc(account('javascript:alert(1)'))).toBeNull();
    expect(customReportSrc(account('data:text/html,<b>x</b>'))).toBeNull();
    expect(customReportSrc(account('/relative/report'))).toBeNull();
  });
});
