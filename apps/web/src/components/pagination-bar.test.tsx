import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaginationBar, rangeText } from './pagination-bar.tsx';

const meta = (total: number, current_page = 1, per = 25) => ({
  total,
  per_page: per,
  current_page,
  last_page: Math.max(1, Math.ceil(total / per)),
  from: total === 0 ? 0 : (current_page - 1) * per + 1,
  to: Math.min(total, current_page * per),
});

const render = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);

describe('PaginationBar', () => {
  it("says 'from–to of total results', and 'result' for one", () => {
    expect(rangeText(meta(60, 2))).toBe('26–50 of 60 results');
    expect(rangeText(meta(1))).toBe('1–1 of 1 result');
    expect(rangeText(meta(3), '')).toBe('1–3 of 3');
  });

  it("shows 'No results' for an empty list, or nothing when the list has its own empty state", () => {
    expect(render(<PaginationBar meta={meta(0)} onPage={() => {}} label="Things" />)).toContain('No results');
    expect(
      render(<PaginationBar meta={meta(0)} onPage={() => {}} label="Things" emptyText={null} />),
    ).not.toContain('No results');
  });

  it('shows the current and last page with first, previous, next and last buttons', () => {
    const html = render(<PaginationBar meta={meta(60, 2)} onPage={() => {}} label="Things" />);
    expect(html).toContain('2 / 3');
    for (const control of ['first', 'previous', 'next', 'last'])
      expect(html).toContain(`aria-label="${control} page"`);
  });

  it('offers the page sizes only when the list lets the user choose, the chosen one selected', () => {
    const plain = render(<PaginationBar meta={meta(60)} onPage={() => {}} label="Things" />);
    expect(plain).not.toContain('<select');
    const html = render(
      <PaginationBar
        meta={meta(60)}
        onPage={() => {}}
        label="Things"
        pageSize={{ value: 50, onChange: () => {} }}
      />,
    );
    expect(html).toContain('aria-label="Things per page"');
    expect(html).toMatch(/<option value="50" selected/);
    expect(html).toContain('<option value="25"');
  });
});
