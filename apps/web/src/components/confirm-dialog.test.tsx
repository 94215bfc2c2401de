import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';

const shown = vi.hoisted(() => [] as { color?: string; message: unknown }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (toast: { color?: string; message: unknown }) => shown.push(toast) },
}));

const { ConfirmDialogBody, runConfirmedAction } = await import('./confirm-dialog.tsx');

describe('confirm dialog', () => {
  beforeEach(() => {
    shown.length = 0;
  });

  it("runs the action, then the callback, and says 'Success!' unless told otherwise", async () => {
    const order: string[] = [];
    const ok = await runConfirmedAction({
      title: 'Delete?',
      action: async () => void order.push('action'),
      onDone: () => order.push('done'),
    });
    expect(ok).toBe(true);
    expect(order).toEqual(['action', 'done']);
    expect(shown).toEqual([expect.objectContaining({ color: 'green', message: 'Success!' })]);
    await runConfirmedAction({
      title: 'x',
      action: async () => {},
      successMessage: 'Address has been deleted',
    });
    expect(shown[1]?.message).toBe('Address has been deleted');
  });

  it("shows the server's message on failure, else the error text, else 'An error occurred', and skips the callback", async () => {
    const onDone = vi.fn();
    const refused = new ApiError(422, 'HTTP 422', 'The address is used by an order');
    expect(await runConfirmedAction({ title: 'x', action: () => Promise.reject(refused), onDone })).toBe(
      false,
    );
    await runConfirmedAction({
      title: 'x',
      action: () => Promise.reject(new Error('boom')),
      errorMessage: 'Nope',
    });
    await runConfirmedAction({ title: 'x', action: () => Promise.reject(new Error('boom')) });
    expect(shown.map((t) => [t.color, t.message])).toEqual([
      ['red', 'The address is used by an order'],
      ['red', 'Nope'],
      ['red', 'An error occurred'],
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('has Cancel and Yes', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <ConfirmDialogBody
          options={{ title: 'Delete?', body: 'It goes for good.', action: async () => {} }}
          onFinished={() => {}}
          onCancel={() => {}}
        />
      </MantineProvider>,
    );
    expect(html).toContain('It goes for good.');
    expect(html).toContain('>Cancel<');
    expect(html).toContain('>Yes<');
  });
});
