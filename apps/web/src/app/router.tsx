import { ARABIC_PREFIX, type StoreLocale } from '@store/domain';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

import {
  prefetchCatalogNav,
  prefetchListing,
  prefetchProduct,
  prefetchProductFeed,
  prefetchSearch,
} from '../features/catalog';
import { prefetchHeroOffers } from '../features/offers';
import { createRouter, type LoaderArgs, type RouteObject } from '../lib/router';

import { RootLayout } from './layout/root-layout';
import CategoryRoute from './routes/category';
import { HomeRoute } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import ProductRoute from './routes/product';
import SearchRoute from './routes/search';
import { RouteError } from './routes/route-error';

// Pages beyond home and the catalogue's load on demand. A listing or a product is where most
// visits start (from a search engine, an ad, a shared link): their code comes with the app's, so
// a phone's first page waits neither for another script nor for React to reveal a suspended one.
const LoginPage = lazy(() => import('../features/auth/routes/login-page'));
const RegisterPage = lazy(() => import('../features/auth/routes/register-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/routes/forgot-password-page'));
const ProfilePage = lazy(() => import('../features/auth/routes/profile-page'));
const OffersRoute = lazy(() => import('./routes/offers'));
const OfferRoute = lazy(() => import('./routes/offer'));
const AboutRoute = lazy(() => import('./routes/about'));
const WishlistPage = lazy(() => import('../features/wishlist/routes/wishlist-page'));
const CartPage = lazy(() => import('../features/cart/routes/cart-page'));
const CheckoutPage = lazy(() => import('../features/checkout/routes/checkout-page'));
const SuccessPage = lazy(() => import('../features/checkout/routes/success-page'));
const OrdersPage = lazy(() => import('../features/orders/routes/orders-page'));
const NotificationsPage = lazy(() => import('../features/notifications/routes/notifications-page'));
const WalletPage = lazy(() => import('../features/wallet/routes/wallet-page'));
// The back office: its own shell, routes, catalogue and styles, all in chunks of their own.
const AdminApp = lazy(() => import('../admin/app'));

/**
 * The storefront's routes: every path renders inside the shared layout, except
 * the back office under /admin, which brings its own. Loaders only start the page's queries
 * (they return at once): the data travels while the page's code downloads and renders.
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => {
  const listing =
    (gender?: string, section?: 'accessories') =>
    ({ params, searchParams }: LoaderArgs) => {
      prefetchListing(
        queryClient,
        { ...params, gender: gender ?? params.gender },
        searchParams,
        section,
      );
      return null;
    };
  const product = ({ params }: LoaderArgs) => {
    prefetchProduct(queryClient, params.id ?? '');
    return null;
  };
  return [
    {
      path: 'admin/*',
      element: (
        <Suspense fallback={null}>
          <AdminApp />
        </Suspense>
      ),
      errorElement: <RouteError />,
    },
    {
      Component: RootLayout,
      loader: () => {
        prefetchCatalogNav(queryClient);
        return null;
      },
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              Component: HomeRoute,
              loader: () => {
                prefetchHeroOffers(queryClient);
                prefetchProductFeed(queryClient);
                return null;
              },
            },
            { path: 'men', element: <CategoryRoute gender="men" />, loader: listing('men') },
            { path: 'women', element: <CategoryRoute gender="women" />, loader: listing('women') },
            { path: 'kids', element: <CategoryRoute gender="kids" />, loader: listing('kids') },
            {
              path: 'category/:gender/:category?/:subcategory?',
              element: <CategoryRoute />,
              loader: listing(),
            },
            {
              path: 'accessories',
              element: <CategoryRoute section="accessories" />,
              loader: listing(undefined, 'accessories'),
            },
            {
              path: 'search',
              Component: SearchRoute,
              loader: ({ searchParams }: LoaderArgs) => {
                prefetchSearch(queryClient, searchParams);
                return null;
              },
            },
            { path: 'about-us', Component: AboutRoute },
            { path: 'offers', Component: OffersRoute },
            { path: 'offers/:offerId', Component: OfferRoute },
            { path: 'product/view/:id', Component: ProductRoute, loader: product },
            { path: 'product/search/:id', Component: ProductRoute, loader: product },
            { path: 'login', Component: LoginPage },
            { path: 'register', Component: RegisterPage },
            { path: 'forgot-password', Component: ForgotPasswordPage },
            { path: 'profile', Component: ProfilePage },
            { path: 'wishlist', Component: WishlistPage },
            { path: 'cart', Component: CartPage },
            { path: 'checkout/address', Component: CheckoutPage },
            { path: 'successToOrder', Component: SuccessPage },
            { path: 'orders', Component: OrdersPage },
            { path: 'notifications', Component: NotificationsPage },
            { path: 'wallet', Component: WalletPage },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
};

/** The router's basename for a language: Arabic pages are the same routes under /ar. */
export function basenameFor(locale: StoreLocale): string | undefined {
  return locale === 'ar' ? ARABIC_PREFIX : undefined;
}

/** The browser's router; with `url`, the server's, fixed on that one page. */
export function createAppRouter(queryClient: QueryClient, basename?: string, url?: string) {
  return createRouter(appRoutes(queryClient), { basename, url });
}
