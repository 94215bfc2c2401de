import { SERVICE_TEXTS } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DatabaseStatus } from '../api/database-status.ts';
import { DatabaseNotice } from './database-notice.tsx';

const render = (status: DatabaseStatus) =>
  renderToStaticMarkup(
    <MantineProvider>
      <DatabaseNotice status={status} />
    </MantineProvider>,
  );

describe('DatabaseNotice', () => {
  it('says so while the server cannot reach its database', () => {
    const status = new DatabaseStatus();
    status.set('unavailable');
    const html = render(status);
    expect(html).toContain(SERVICE_TEXTS.notice);
    expect(html).toContain('role="alert"');
  });

  it('shows nothing when the database is there, and again once it is back', () => {
    const status = new DatabaseStatus();
    expect(render(status)).not.toContain(SERVICE_TEXTS.notice);
    status.set('unavailable');
    status.set('available');
    expect(render(status)).not.toContain(SERVICE_TEXTS.notice);
    expect(render(status)).not.toContain('role="alert"');
  });

  it('tells its readers about each change once', () => {
    const status = new DatabaseStatus();
    let heard = 0;
    const stop = status.subscribe(() => heard++);
    status.set('unavailable');
    status.set('unavailable');
    status.set('available');
    stop();
    status.set('unavailable');
    expect(heard).toBe(2);
  });
});
