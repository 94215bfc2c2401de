import { describe, expect, it } from 'vitest';
import { documentServedFor } from './use-report-document.ts';

describe('whether the page was served for the custom report', () => {
  it('is when the page loaded at its address (with or without a query or a trailing slash)', () => {
    expect(documentServedFor('/dashboards/analytics', 'http://localhost:3000/dashboards/analytics')).toBe(
      true,
    );
    expect(documentServedFor('/dashboards/analytics', 'https://a.example/dashboards/analytics/?x=1')).toBe(
      true,
    );
  });

  it('is not when the page loaded elsewhere and an in-app link led here', () => {
    expect(documentServedFor('/dashboards/analytics', 'https://a.example/login?next=%2Fdashboards')).toBe(
      false,
    );
    expect(documentServedFor('/dashboards/analytics', 'https://a.example/dashboards/dwell')).toBe(false);
  });

  it('trusts the page when the browser cannot say where it loaded', () => {
    expect(documentServedFor('/dashboards/analytics', undefined)).toBe(true);
  });
});
