import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AchFields } from './ach-fields.tsx';
import { achErrors, EMPTY_ACH } from './ach-form.ts';

describe('the ACH (Bank) fields', () => {
  it('mark both numbers when both are empty, and say the sandbox bank to use', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <AchFields values={EMPTY_ACH} errors={achErrors(EMPTY_ACH)} onChange={() => {}} provider="sandbox" />
      </MantineProvider>,
    );
    expect(html).toContain('Bank routing number');
    expect(html).toContain('Bank account number');
    expect(html).toContain('The routing number is required');
    expect(html).toContain('The account number is required');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
    expect(html).toContain('110000000');
  });
});
