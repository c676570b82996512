import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PageLoader } from '../components/ui/PageLoader';
import i18n from '../i18n';
import { dashboardHome, useSession } from '../lib/session';
import { PublicLayout } from './layouts/PublicLayout';
import { ProfileModalsHost } from './ProfileModalsHost';
import { RequireAuth } from './RequireAuth';
import { useRefreshSession } from '../lib/hooks/use-refresh-session';
import { withApollo } from './with-apollo';
import { ROUTES } from '../lib/site';

/**
 * A lazy page whose translation namespaces load with its chunk (in parallel), so it never shows a second
 * spinner or a flash of missing text while `useTranslation` would fetch them. It renders inside the Apollo
 * provider (loaded with it, see with-apollo.tsx) unless `apollo` is false.
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: string[],
  { apollo = true }: { apollo?: boolean } = {},
): LazyExoticComponent<ComponentType> {
  const loadPage = apollo ? withApollo(load) : load;
  return lazy(() => Promise.all([loadPage(), i18n.loadNamespaces(namespaces)]).then(([module]) => module));
}

/** Any other lazy screen, inside the Apollo provider. */
const screen = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => lazy(withApollo(load));

// The landing page uses no Apollo hook: it paints from the answers embedded in its HTML (lib/catalog-island.ts),
// so a signed-out first visit loads no Apollo client at all.
const LandingPage = page(() => import('../features/landing/pages/LandingPage'), ['landing'], { apollo: false });
const PlansPage = page(() => import('../features/catalog/pages/PlansPage'), ['catalog']);
const MenuPage = page(() => import('../features/catalog/pages/MenuPage'), ['catalog']);
const SignUpPage = page(() => import('../features/auth/pages/SignUpPage'), ['auth']);
const OtpVerificationPage = page(() => import('../features/auth/pages/OtpVerificationPage'), ['auth']);
const LoginPage = page(() => import('../features/auth/pages/LoginPage'), ['auth']);
const AdminLoginPage = page(() => import('../features/auth/pages/AdminLoginPage'), ['auth']);
const ForgotPasswordPage = page(() => import('../features/auth/pages/ForgotPasswordPage'), ['auth']);
const ResetPasswordPage = page(() => import('../features/auth/pages/ResetPasswordPage'), ['auth']);
// The not-found and placeholder pages ask the server nothing: no Apollo for them.
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const PlaceholderPage = lazy(() => import('./pages/PlaceholderPage'));
const DashboardLayout = screen(() => import('./layouts/DashboardLayout'));
const MealPlanSelectionPage = page(() => import('../features/ordering/pages/MealPlanSelectionPage'), ['ordering', 'catalog']);
const CartPage = page(() => import('../features/ordering/pages/CartPage'), ['ordering', 'catalog']);
const CheckoutPage = page(() => import('../features/ordering/pages/CheckoutPage'), ['ordering', 'catalog']);
const OrderConfirmationPage = page(() => import('../features/ordering/pages/OrderConfirmationPage'), ['ordering', 'catalog']);
const PaymentSuccessPage = page(() => import('../features/ordering/pages/PaymentSuccessPage'), ['ordering', 'catalog']);
const SubscriptionPage = page(() => import('../features/ordering/pages/SubscriptionPage'), ['ordering', 'catalog']);
const RenewalAuthenticationPage = page(() => import('../features/ordering/pages/RenewalAuthenticationPage'), ['ordering']);
const NutritionCalculatorPage = page(
  () => import('../features/customer/pages/NutritionCalculatorPage'),
  ['customer', 'ordering', 'catalog'],
);
const MenuChangePage = page(() => import('../features/customer/pages/MenuChangePage'), ['customer', 'ordering', 'catalog']);

/** Customer dashboard screens. */
const CUSTOMER_PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  'user-profile': page(() => import('../features/customer/pages/UserProfilePage'), ['customer', 'ordering', 'catalog']),
  'user-subscribed-plan': page(() => import('../features/customer/pages/SubscribedPlanPage'), ['customer', 'ordering', 'catalog']),
  'user-orders': page(() => import('../features/customer/pages/OrderHistoryPage'), ['customer', 'ordering', 'catalog']),
};
const AmbassadorPage = page(() => import('../features/content/pages/AmbassadorPage'), ['content']);
const CorporatePage = page(() => import('../features/content/pages/CorporatePage'), ['content']);
const ContactPage = page(() => import('../features/content/pages/ContactPage'), ['content']);
const LegalPage = page(() => import('../features/content/pages/LegalPage'), ['content']);
const BlogListPage = page(() => import('../features/blog/pages/BlogListPage'), ['blog']);
const BlogDetailPage = page(() => import('../features/blog/pages/BlogDetailPage'), ['blog']);

/** Translation namespaces of the staff screens, and of those with a data grid (loaded with the page's chunk). */
const STAFF_NS = ['admin'];
const GRID_NS = ['admin', 'dataGrid'];

/**
 * Staff screens: each its own lazy chunk; ag-grid and nivo load only with them. Their translations load in parallel
 * with the chunk, not after it has run (a second round trip before the grid's query could start).
 */
const ADMIN_PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  analytics: page(() => import('../features/admin/pages/AnalyticsPage'), STAFF_NS),
  'order/user/:id': page(() => import('../features/admin/pages/CustomerOrdersPage'), GRID_NS),
  blogs: page(() => import('../features/admin/pages/BlogsPage'), GRID_NS),
  addBlog: page(() => import('../features/admin/pages/BlogEditorPage'), STAFF_NS),
  'blogs/editBlog/:id': page(() => import('../features/admin/pages/BlogEditorPage'), STAFF_NS),
  customers: page(() => import('../features/admin/pages/CustomersPage'), GRID_NS),
  ambassadors: page(() => import('../features/admin/pages/AmbassadorsPage'), GRID_NS),
  menus: page(() => import('../features/admin/pages/MenusPage'), GRID_NS),
  'menus/edit/:id': page(() => import('../features/admin/pages/EditMealPage'), STAFF_NS),
  plans: page(() => import('../features/admin/pages/PlansPage'), GRID_NS),
  'plans/menu/:id': page(() => import('../features/admin/pages/PlanMenuPage'), STAFF_NS),
  'plans/edit/:id': page(() => import('../features/admin/pages/EditPlanPage'), STAFF_NS),
  notifications: page(() => import('../features/admin/pages/NotificationsPage'), GRID_NS),
  discount_codes: page(() => import('../features/admin/pages/DiscountCodesPage'), GRID_NS),
  contact_us: page(() => import('../features/admin/pages/ContactUsPage'), GRID_NS),
  promotion_plans: page(() => import('../features/admin/pages/PromotionPlansPage'), GRID_NS),
  newsletters: page(() => import('../features/admin/pages/NewslettersPage'), GRID_NS),
  kitchen: page(() => import('../features/admin/pages/KitchenPage'), STAFF_NS),
  admins: page(() => import('../features/admin/pages/AdminsPage'), GRID_NS),
  orders: page(() => import('../features/admin/pages/OrdersPage'), GRID_NS),
  'orders/:id': page(() => import('../features/admin/pages/OrderDetailPage'), STAFF_NS),
  delivery_slots: page(() => import('../features/admin/pages/DeliverySlotsPage'), STAFF_NS),
  audit: page(() => import('../features/admin/pages/AuditLogPage'), GRID_NS),
  legal: page(() => import('../features/admin/pages/LegalPagesPage'), STAFF_NS),
};

/** The screen of a dashboard child: its built page, or the placeholder while a later issue builds it. */
function dashboardPage(path: string, title: string) {
  const Page = ADMIN_PAGES[path] ?? CUSTOMER_PAGES[path];
  return Page ? <Page /> : <PlaceholderPage title={title} />;
}

/** Public routes of spec section 2 whose screens later issues build; they show the layout and title. */
const LATER_PUBLIC: [path: string, title: string][] = [];

/** Customer-only public routes (need a signed-in user). */
const LATER_PROTECTED: [path: string, title: string][] = [];

/** Dashboard children of spec section 2, with the roles allowed. */
const DASHBOARD: [path: string, title: string, staff: boolean][] = [
  ['user-profile', 'User Profile', false],
  ['user-subscribed-plan', 'Subscribed Plan', false],
  ['user-orders', 'Order History', false],
  ['analytics', 'Dashboard', true],
  ['order/user/:id', 'Customer orders', true],
  ['blogs', 'Blogs', true],
  ['addBlog', 'Add blog', true],
  ['blogs/editBlog/:id', 'Edit blog', true],
  ['customers', 'Customers', true],
  ['ambassadors', 'Ambassadors', true],
  ['menus', 'Menu', true],
  ['menus/edit/:id', 'Edit meal', true],
  ['plans', 'Plans', true],
  ['plans/menu/:id', 'Plan menu', true],
  ['plans/edit/:id', 'Edit plan', true],
  ['notifications', 'Notifications', true],
  ['discount_codes', 'Discount Codes', true],
  ['contact_us', 'Contact Us', true],
  ['promotion_plans', 'Plan Promotions', true],
  ['newsletters', 'Newsletters', true],
  ['kitchen', 'Kitchen', true],
  ['admins', 'Admins', true],
  ['orders', 'Orders', true],
  ['orders/:id', 'Order', true],
  ['delivery_slots', 'Delivery Slots', true],
  ['audit', 'Audit Log', true],
  ['legal', 'Legal Pages', true],
];

/** A page only a signed-in person may open (others go to the login page and come back). */
const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

function DashboardIndex() {
  const { user } = useSession();
  return <Navigate to={dashboardHome(user)} replace />;
}

/** Every route of spec section 2; pages load lazily behind a loading fallback. */
export function AppRouter() {
  useRefreshSession();
  return (
    <BrowserRouter>
      <ProfileModalsHost />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
            <Route path={ROUTES.plans} element={<PlansPage />} />
            <Route path={ROUTES.menu} element={<MenuPage />} />
            <Route path={ROUTES.signUp} element={<SignUpPage />} />
            <Route path={ROUTES.otpVerification} element={<OtpVerificationPage />} />
            <Route path={ROUTES.login} element={<LoginPage />} />
            <Route path={ROUTES.adminLogin} element={<AdminLoginPage />} />
            <Route path={ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
            <Route path={ROUTES.mealPlanSelection} element={<MealPlanSelectionPage />} />
            <Route path={ROUTES.cart} element={<CartPage />} />
            <Route path={ROUTES.checkout} element={signedIn(<CheckoutPage />)} />
            <Route path={ROUTES.orderConfirmation} element={<OrderConfirmationPage />} />
            <Route path={ROUTES.paymentSuccess} element={<PaymentSuccessPage />} />
            <Route path={ROUTES.subscription} element={signedIn(<SubscriptionPage />)} />
            <Route path={ROUTES.renewalAuthentication} element={signedIn(<RenewalAuthenticationPage />)} />
            <Route path={ROUTES.ambassador} element={<AmbassadorPage />} />
            <Route path={ROUTES.blog} element={<BlogListPage />} />
            <Route path={ROUTES.blogDetail} element={<BlogDetailPage />} />
            <Route path={ROUTES.corporate} element={<CorporatePage />} />
            <Route path={ROUTES.contact} element={<ContactPage />} />
            <Route path={ROUTES.legal} element={<LegalPage />} />
            <Route path={ROUTES.nutritionCalculator} element={<NutritionCalculatorPage />} />
            <Route path={ROUTES.menuChange} element={signedIn(<MenuChangePage />)} />
            {LATER_PUBLIC.map(([path, title]) => (
              <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
            ))}
            {LATER_PROTECTED.map(([path, title]) => (
              <Route key={path} path={path} element={signedIn(<PlaceholderPage title={title} />)} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path={ROUTES.dashboard} element={signedIn(<DashboardLayout />)}>
            <Route index element={<DashboardIndex />} />
            {DASHBOARD.map(([path, title, staff]) => (
              <Route key={path} path={path} element={<RequireAuth staff={staff}>{dashboardPage(path, title)}</RequireAuth>} />
            ))}
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
