/*
 * What the server and the client must agree on about the site itself (spec section 2), in one file both read:
 * the routes, which of them search engines may index or must skip, the language cookie and the shape of the
 * catalog island. Plain constants and types with no imports: the client bundles this file through
 * client/src/lib/site.ts (the only client file besides lib/limits.ts that imports from server/).
 */

/** The client's routes (spec section 2): the router, the build's first-paint hints and the server's sitemap use these. */
export const ROUTES = {
  home: '/',
  plans: '/plans_and_packages',
  menu: '/menu',
  signUp: '/signup',
  otpVerification: '/otp_verification',
  login: '/login',
  adminLogin: '/admin',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  mealPlanSelection: '/meal-plan-selection',
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation',
  paymentSuccess: '/payment/success',
  subscription: '/subscription',
  renewalAuthentication: '/subscription/renewal',
  ambassador: '/ambassador',
  blog: '/blog',
  blogDetail: '/blog-detail/:id',
  corporate: '/corporate',
  contact: '/contact',
  legal: '/legal/:slug',
  nutritionCalculator: '/collect_data_for_nutrition_calculation',
  menuChange: '/update_user_menu',
  dashboard: '/dashboard',
} as const;

/** Public routes that search engines may index, in sitemap order. Sign-in, checkout and dashboard routes are left out. */
export const INDEXABLE_ROUTES = [
  ROUTES.home,
  ROUTES.plans,
  ROUTES.menu,
  ROUTES.blog,
  ROUTES.corporate,
  ROUTES.ambassador,
  ROUTES.contact,
  ROUTES.nutritionCalculator,
] as const;

/** Path prefixes crawlers are asked to skip (robots.txt): private or transactional screens and the API. */
export const DISALLOWED_PATHS = [
  ROUTES.dashboard,
  ROUTES.checkout,
  ROUTES.cart,
  ROUTES.subscription,
  ROUTES.menuChange,
  ROUTES.orderConfirmation,
  '/payment/',
  ROUTES.otpVerification,
  '/api/',
  '/graphql',
] as const;

/**
 * The cookie that tells the server the visitor's chosen language (`en` or `ar`) when it builds a page's HTML, so the
 * answers it embeds for the first paint are in that language. Written by the client, read by the server.
 */
export const LANGUAGE_COOKIE = 'ff_lang';

/**
 * The catalog island: the answers to a route's first-paint public catalog queries that the server embeds in the page's
 * HTML (`<script id="ff-boot" type="application/json">`) and the client reads instead of asking. `lang` is `en` or `ar`;
 * `queries` maps an operation name to its variables and `data`.
 */
export interface CatalogIsland {
  lang: string;
  queries: Partial<Record<string, { variables?: Record<string, unknown>; data: unknown }>>;
}
