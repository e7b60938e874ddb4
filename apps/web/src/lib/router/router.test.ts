import { describe, expect, it } from 'vitest';

import type { LoaderArgs, RouteObject } from './match';
import { createRouter } from './router';

describe('the server’s router, fixed on one URL', () => {
  const calls: string[] = [];
  const routes: RouteObject[] = [
    {
      element: 'layout',
      loader: () => calls.push('layout'),
      children: [
        {
          path: 'category/:gender',
          element: 'listing',
          loader: ({ params, searchParams }: LoaderArgs) =>
            calls.push(`listing ${params.gender} ${searchParams.get('page')}`),
        },
        {
          path: 'broken',
          element: 'broken',
          loader: () => {
            throw new Error('no');
          },
        },
        { path: '*', element: 'not found' },
      ],
    },
  ];

  it('runs the matched loaders as it is made, outermost first', () => {
    calls.length = 0;
    const router = createRouter(routes, { url: '/category/men?page=3' });
    expect(calls).toEqual(['layout', 'listing men 3']);
    expect(router.state.location).toMatchObject({
      pathname: '/category/men',
      search: '?page=3',
      key: 'default',
    });
  });

  it('strips the basename and writes it back into links', () => {
    const router = createRouter(routes, { basename: '/ar', url: '/ar/category/women#top' });
    expect(router.state.location.pathname).toBe('/category/women');
    expect(router.state.location.hash).toBe('#top');
    expect(router.createHref({ pathname: '/', search: '', hash: '' })).toBe('/ar');
    expect(router.createHref({ pathname: '/men', search: '?page=2', hash: '' })).toBe(
      '/ar/men?page=2',
    );
  });

  it('keeps a loader’s error on its match for the error boundary', () => {
    const router = createRouter(routes, { url: '/broken' });
    expect(router.state.matches.at(-1)!.error).toBeInstanceOf(Error);
    expect(router.state.matches[0]!.error).toBeUndefined();
  });

  it('shows the catch-all for an unknown path', () => {
    const router = createRouter(routes, { url: '/no/such/page' });
    expect(router.state.matches.at(-1)!.route.element).toBe('not found');
  });
});
