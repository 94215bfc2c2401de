import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UsersTable } from './users-table.tsx';

const members = [
  { id: 1, name: 'Alex Admin', email: 'admin@acme.test', role: 'admin' as const, devices_count: 0 },
  { id: 2, name: 'Dana Dispatch', email: 'dispatch@acme.test', role: 'all' as const, devices_count: 0 },
  { id: 3, name: 'Drew Driver', email: 'driver@acme.test', role: 'devices' as const, devices_count: 1 },
  { id: 4, name: 'Pat Picker', email: 'pat@acme.test', role: 'devices' as const, devices_count: 4 },
];

const render = (admin: boolean) =>
  renderToStaticMarkup(
    <MantineProvider>
      <UsersTable
        members={members}
        onEdit={admin ? () => {} : undefined}
        onRemove={admin ? () => {} : undefined}
      />
    </MantineProvider>,
  );

describe('the users table (spec 3 §2.4)', () => {
  it('shows User Info with the e-mail, the role words and the devices words', () => {
    const html = render(true);
    for (const text of ['User Info', 'Role', 'Devices', 'Alex Admin', 'admin@acme.test'])
      expect(html).toContain(text);
    expect(html).toContain('>Admin<');
    expect(html).toContain('>Access All<');
    expect(html).toContain('>Specific Devices<');
    expect(html.match(/>All Devices</g)).toHaveLength(2);
    expect(html).toContain('>1 Device<');
    expect(html).toContain('>4 Devices<');
    expect(html).toContain('Actions for Drew Driver');
  });

  it('has no row actions for someone who may not edit', () => {
    expect(render(false)).not.toContain('Actions for');
  });
});
