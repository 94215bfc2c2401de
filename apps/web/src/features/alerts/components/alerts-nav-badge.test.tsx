import { unreadBadgeText } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UnreadBadge } from './alerts-nav-badge.tsx';

const render = (count: number) =>
  renderToStaticMarkup(
    <MantineProvider>
      <UnreadBadge count={count} />
    </MantineProvider>,
  );

describe('the Alerts unread badge', () => {
  it('shows nothing without unread alerts', () => {
    expect(render(0)).not.toContain('unread alerts');
  });

  it('shows the count, and 99+ above 99 (the server stops counting at 100)', () => {
    expect(render(3)).toContain('aria-label="3 unread alerts"');
    expect(render(99)).toContain('>99<');
    expect(render(100)).toContain('99+');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(1)).toBe('1');
  });
});
