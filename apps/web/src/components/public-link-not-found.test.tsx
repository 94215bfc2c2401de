import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// the brand reads the page's boot data, which does not belong in this test
vi.mock('./brand-logo.tsx', () => ({ BrandLogo: () => null }));

const { PublicLinkNotFound } = await import('./public-link-not-found.tsx');

function render(element: React.ReactElement): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>{element}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('PublicLinkNotFound', () => {
  it('names what the link was meant to open, says why and links home', () => {
    const html = render(<PublicLinkNotFound thing="order approval" hint="Ask the sender for a new link." />);
    expect(html).toContain('This order approval link was not found');
    expect(html).toContain('Ask the sender for a new link.');
    expect(html).toContain('Go to the home page');
  });

  it("shows the spec's own heading where a screen gives one", () => {
    const html = render(<PublicLinkNotFound title="This report does not exist" hint="Ask the sender." />);
    expect(html).toContain('This report does not exist');
    expect(html).not.toContain('link was not found');
  });
});
