import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { updateLatestSearchParams, type SearchParamsRouter } from './latest-search-params.ts';

/** A router whose page loader waits until released, as the app's guard does while it checks the session. */
function slowRouter() {
  const waiting: (() => void)[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/trackers',
        loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))),
        Component: () => null,
      },
      { path: '/geofences', Component: () => null },
    ],
    { initialEntries: ['/trackers'], hydrationData: { loaderData: {} } },
  );
  const releaseAll = () => waiting.splice(0).forEach((release) => release());
  return { router, releaseAll };
}

const set = (name: string, value: string) => (params: URLSearchParams) => {
  params.set(name, value);
  return params;
};

async function settled(router: ReturnType<typeof createMemoryRouter>, releaseAll: () => void) {
  while (router.state.navigation.state !== 'idle') {
    releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

describe('updateLatestSearchParams', () => {
  it('keeps a list-type choice still loading when the debounced search is written after it', async () => {
    const { router, releaseAll } = slowRouter();
    const r = router as unknown as SearchParamsRouter;
    updateLatestSearchParams(r, '/trackers', set('list', 'archived'), { replace: true });
    // the click's navigation is still running its loader when the search is written
    expect(router.state.navigation.state).toBe('loading');
    updateLatestSearchParams(r, '/trackers', set('search', 'Truck 1'), { replace: true });
    await settled(router, releaseAll);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('list')).toBe('archived');
    expect(params.get('search')).toBe('Truck 1');
  });

  it('keeps a search already written when the list type changes next', async () => {
    const { router, releaseAll } = slowRouter();
    const r = router as unknown as SearchParamsRouter;
    updateLatestSearchParams(r, '/trackers', set('search', 'Van'), { replace: true });
    await settled(router, releaseAll);
    updateLatestSearchParams(r, '/trackers', set('list', 'archived'), { replace: true });
    await settled(router, releaseAll);
    expect(router.state.location.search).toBe('?search=Van&list=archived');
  });

  it('drops the change when the user is already leaving for another page', async () => {
    const { router, releaseAll } = slowRouter();
    const r = router as unknown as SearchParamsRouter;
    void router.navigate('/geofences');
    expect(updateLatestSearchParams(r, '/trackers', set('search', 'Van'))).toBe(false);
    await settled(router, releaseAll);
    expect(router.state.location.pathname).toBe('/geofences');
    expect(router.state.location.search).toBe('');
  });
});
