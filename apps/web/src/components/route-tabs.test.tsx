import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chosenTab, RouteTabs, type RouteTab } from './route-tabs.tsx';

const TABS: RouteTab[] = [
  { label: 'Subscriptions', view: 'ManageSubscriptionsView', alsoFor: ['ManageSubscriptionView'] },
  { label: 'Addresses', view: 'ManageAddressesView' },
];

describe('RouteTabs', () => {
  it('keeps the parent tab chosen on a view inside it', () => {
    expect(chosenTab(TABS, 'ManageSubscriptionView')?.label).toBe('Subscriptions');
    expect(chosenTab(TABS, 'ManageAddressesView')?.label).toBe('Addresses');
    expect(chosenTab(TABS, 'DeviceListView')).toBeUndefined();
  });

  it('draws each tab as a link to its route, the chosen one marked current', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <RouteTabs tabs={TABS} current="ManageAddressesView" label="Manage sections" />,
        },
      ],
      { initialEntries: ['/manage/addresses'] },
    );
    const html = renderToStaticMarkup(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(html).toContain('href="/manage/subscriptions"');
    expect(html).toMatch(
      /href="\/manage\/addresses"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/manage\/addresses"/,
    );
    expect(html).toContain('aria-label="Manage sections: Addresses"');
  });
});
