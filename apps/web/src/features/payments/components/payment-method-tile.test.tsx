import type { PaymentMethod } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testMethod } from '../../../components/payments/testing/payment-fixtures.ts';
import { PaymentMethodTile } from './payment-method-tile.tsx';

const render = (method: PaymentMethod, canManage = true) =>
  renderToStaticMarkup(
    <MantineProvider>
      <PaymentMethodTile method={method} canManage={canManage} onSetDefault={() => {}} onDelete={() => {}} />
    </MantineProvider>,
  );

/** The 'Set default' button's tag. */
const setDefaultButton = (html: string) =>
  /<button[^>]*aria-label="Set default[^"]*"[^>]*>/.exec(html)?.[0] ?? null;

describe('a payment method tile', () => {
  it('shows brand, expiry month/year and last 4, with Set default and the delete icon for admins', () => {
    const html = render(testMethod());
    expect(html).toContain('Visa');
    expect(html).toContain('04/2030');
    expect(html).toContain('•••• 4242');
    expect(setDefaultButton(html)).not.toContain('disabled');
    expect(html).toContain('aria-label="Delete payment method Visa ending in 4242"');
  });

  it("labels the default card 'Default' and offers no Set default on it", () => {
    const html = render(testMethod({ default: true }));
    expect(html).toContain('>Default<');
    expect(setDefaultButton(html)).toBeNull();
  });

  it("refuses Set default for an expired card, saying why, under 'Credit card expired'", () => {
    const html = render(testMethod({ exp_year: 2024, expired: true }));
    expect(html).toContain('Credit card expired');
    expect(setDefaultButton(html)).toContain('disabled');
    expect(html).toContain('An expired card cannot be set as default');
  });

  it('is read-only for members who are not admins', () => {
    const html = render(testMethod({ expired: true }), false);
    expect(html).toContain('•••• 4242');
    expect(html).toContain('Credit card expired');
    expect(setDefaultButton(html)).toBeNull();
    expect(html).not.toContain('Delete payment method');
  });
});
