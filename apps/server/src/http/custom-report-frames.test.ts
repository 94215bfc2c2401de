import { describe, expect, it } from 'vitest';
import { embedOrigin, isCustomReportPage } from './custom-report-frames.ts';

describe('the CSP source of a custom report address', () => {
  it('is the origin of an http(s) address', () => {
    expect(embedOrigin('https://reports.example.com/embed/7?token=x#top')).toBe(
      'https://reports.example.com',
    );
    expect(embedOrigin(' http://bi.example.org:8080/r ')).toBe('http://bi.example.org:8080');
    expect(embedOrigin('HTTPS://Reports.Example.COM/x')).toBe('https://reports.example.com');
  });

  it('is nothing for a missing, blank or unsafe address', () => {
    for (const src of [
      null,
      undefined,
      '',
      '  ',
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'ftp://x.example',
    ])
      expect(embedOrigin(src)).toBeNull();
  });
});

describe('the custom report page', () => {
  it('is /dashboards/analytics with any query or a trailing slash', () => {
    expect(isCustomReportPage('/dashboards/analytics')).toBe(true);
    expect(isCustomReportPage('/dashboards/analytics/?x=1')).toBe(true);
    expect(isCustomReportPage('/dashboards/dwell')).toBe(false);
    expect(isCustomReportPage('/dashboards/analytics/more')).toBe(false);
    expect(isCustomReportPage('/')).toBe(false);
  });
});
