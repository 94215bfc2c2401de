import type { PaymentMethod, PlanMonths, PlanPrice } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReactivateBody } from './reactivate-body.tsx';

const PLANS: PlanPrice[] = [
  { months: 1, price: 1299 },
  { months: 12, price: 12900 },
];
const visa = {
  id: 1,
  type: 'card',
  brand: 'visa',
  last4: '4242',
  default: true,
  expired: false,
} as PaymentMethod;

interface State {
  plans?: PlanPrice[];
  months?: PlanMonths | null;
  method?: PaymentMethod | null | undefined;
  busy?: boolean;
  error?: string | null;
  done?: boolean;
}

const render = (state: State = {}) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <ReactivateBody
          plans={state.plans ?? PLANS}
          months={state.months === undefined ? 12 : state.months}
          onMonths={() => {}}
          method={'method' in state ? state.method : visa}
          busy={state.busy ?? false}
          error={state.error ?? null}
          done={state.done ?? false}
          onConfirm={() => {}}
          onClose={() => {}}
          onOkay={() => {}}
        />
      </MemoryRouter>
    </MantineProvider>,
  );

/** The Confirm button's opening tag. */
const confirmTag = (html: string) => html.match(/<button[^>]*>(?:(?!<\/button>).)*Confirm/s)![0];

describe('the Reactivate Subscription modal (spec 3 §2.8, §5)', () => {
  it('offers 1 and 12 months with their prices and the annual saving, the 12 months chosen', () => {
    const html = render();
    expect(html).toContain('1 month: $12.99');
    expect(html).toContain('12 months: $129.00');
    // 12 × $12.99 − $129.00
    expect(html).toContain('You save $26.88 a year over monthly payments');
    expect(html).toMatch(/checked="" value="12"/);
    expect(html).not.toMatch(/checked="" value="1"/);
  });

  it('names the card it charges, and Confirm is on', () => {
    const html = render();
    expect(html).toContain('This will be automatically charged to your payment method ending in 4242.');
    expect(confirmTag(html)).not.toContain('disabled');
  });

  it('with no active method says so, links to the Payment tab, and Confirm is off', () => {
    const html = render({ method: null });
    expect(html).toContain('No active payment method was found. Please add a payment method via');
    expect(html).toContain('href="/manage/payment"');
    expect(html).not.toContain('ending in');
    expect(confirmTag(html)).toContain('disabled');
  });

  it('keeps Confirm off while the methods load and while processing', () => {
    const loading = render({ method: undefined });
    expect(loading).toContain('Loading payment methods...');
    expect(confirmTag(loading)).toContain('disabled');
    expect(confirmTag(render({ busy: true }))).toContain('disabled');
  });

  it("shows the server's message when refused", () => {
    expect(render({ error: 'The card was declined' })).toContain('The card was declined');
  });

  it("then says 'Payment is processing.' with Okay", () => {
    const html = render({ done: true });
    expect(html).toContain('Payment is processing.');
    expect(html).toContain('>Okay<');
    expect(html).not.toContain('Confirm');
  });

  it('shows no saving when the plan has no yearly price', () => {
    const html = render({ plans: [{ months: 1, price: 1299 }], months: 1 });
    expect(html).toContain('1 month: $12.99');
    expect(html).not.toContain('12 months');
    expect(html).not.toContain('You save');
  });
});
