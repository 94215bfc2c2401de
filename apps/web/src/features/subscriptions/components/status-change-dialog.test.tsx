import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import type { StatusChange } from './status-change-dialog.tsx';

const shown = vi.hoisted(() => [] as { color?: string; message: unknown }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (toast: { color?: string; message: unknown }) => shown.push(toast) },
}));

const { StatusChangeBody, runStatusChange } = await import('./status-change-dialog.tsx');

const render = (
  change: StatusChange,
  state: { done?: boolean; busy?: boolean; error?: string | null } = {},
) =>
  renderToStaticMarkup(
    <MantineProvider>
      <StatusChangeBody
        change={change}
        done={state.done ?? false}
        busy={state.busy ?? false}
        error={state.error ?? null}
        onConfirm={() => {}}
        onClose={() => {}}
      />
    </MantineProvider>,
  );

beforeEach(() => {
  shown.length = 0;
});

describe('the Cancel and Activate dialogs (spec 3 §2.9, §8)', () => {
  it('asks with Cancel and Confirm, then shows the success panel with Okay', () => {
    const asking = render('cancel');
    expect(asking).toContain('Are you sure you want to cancel your subscription?');
    expect(asking).toMatch(/>Cancel<.*>Confirm</s);
    expect(asking).not.toContain('Okay');
    const done = render('cancel', { done: true });
    expect(done).toContain('Your subscription was successfully cancelled');
    expect(done).toContain('>Okay<');
    expect(done).not.toContain('Confirm');

    expect(render('activate')).toContain('Are you sure you want to activate your subscription?');
    expect(render('activate', { done: true })).toContain('Your subscription was successfully activated');
  });

  it("shows the server's message in the dialog", () => {
    expect(render('activate', { error: 'The subscription has already ended' })).toContain(
      'The subscription has already ended',
    );
  });

  it("toasts 'Subscription has been cancelled' as a warning and 'Subscription has been activated.'", async () => {
    expect(await runStatusChange('cancel', async () => {})).toBeNull();
    expect(await runStatusChange('activate', async () => {})).toBeNull();
    expect(shown).toEqual([
      expect.objectContaining({ color: 'yellow', message: 'Subscription has been cancelled' }),
      expect.objectContaining({ color: 'green', message: 'Subscription has been activated.' }),
    ]);
  });

  it("answers the server's message on failure, else 'An error occurred', and toasts nothing", async () => {
    const refused = new ApiError(409, 'HTTP 409', 'Only an active subscription can be cancelled');
    expect(await runStatusChange('cancel', () => Promise.reject(refused))).toBe(
      'Only an active subscription can be cancelled',
    );
    expect(await runStatusChange('cancel', () => Promise.reject(new Error('boom')))).toBe(
      'An error occurred',
    );
    expect(shown).toEqual([]);
  });
});
