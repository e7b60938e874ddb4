import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';

import type { MessageKey } from '../i18n';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

// Pages beyond home load on demand. Each feature issue swaps its stand-in for the real page.
const ComingSoonPage = lazy(() => import('./routes/coming-soon'));

const pending = (path: string, titleKey: MessageKey): RouteObject => ({
  path,
  element: <ComingSoonPage titleKey={titleKey} />,
});

/** The storefront's routes (spec section 2). Every path renders inside the shared layout. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomeRoute },
          pending('men', 'nav.men'),
          pending('women', 'nav.women'),
          pending('kids', 'nav.kids'),
          pending('category/:gender/:category?/:subcategory?', 'page.category'),
          pending('accessories', 'page.accessories'),
          pending('about-us', 'page.aboutUs'),
          pending('offers', 'page.offers'),
          pending('offers/:offerId', 'page.offer'),
          pending('product/view/:id', 'page.product'),
          pending('product/search/:id', 'page.product'),
          pending('login', 'page.login'),
          pending('register', 'page.register'),
          pending('forgot-password', 'page.forgotPassword'),
          pending('profile', 'page.profile'),
          pending('wishlist', 'page.wishlist'),
          pending('cart', 'page.cart'),
          pending('checkout/address', 'page.checkout'),
          pending('successToOrder', 'page.orderSuccess'),
          pending('orders', 'page.orders'),
          pending('notifications', 'page.notifications'),
          pending('wallet', 'page.wallet'),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
