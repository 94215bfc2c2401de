import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DownloadConfirmationBody } from './download-confirmation-dialog.tsx';

describe('DownloadConfirmationBody', () => {
  it("shows the body and one 'Got it!' button", () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <DownloadConfirmationBody body="Your CSV is on its way" onClose={() => {}} />
      </MantineProvider>,
    );
    expect(html).toContain('Your CSV is on its way');
    expect(html).toContain('Got it!');
    expect(html.match(/<button/g)).toHaveLength(1);
  });
});
