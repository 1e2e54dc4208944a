import { can, type StaffPermission } from '@kemudi/domain/staff-roles';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, Outlet, redirect, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { errorMessage, isSignedOut } from './api';
import { Notice } from './kit/form';
import { AuditListPage } from './pages/audit/list';
import { BookingDetailPage } from './pages/bookings/detail';
import { BookingListPage } from './pages/bookings/list';
import { EnrolPage } from './pages/auth/enrol';
import { LoginPage } from './pages/auth/login';
import { ForgotPasswordPage, SetPasswordPage } from './pages/auth/password-pages';
import { VerifyPage } from './pages/auth/verify';
import { ChangePasswordPage } from './pages/change-password';
import { ArticleSearch } from './pages/content/search';
import { HomePage, NoAccessPage, NotFoundPage } from './pages/home';
import { LeadDetailPage } from './pages/leads/detail';
import { LeadListPage } from './pages/leads/list';
import { PriceImportPage } from './pages/prices/import';
import { PriceListPage } from './pages/prices/list';
import { PromoDetailPage } from './pages/promos/detail';
import { FlashSaleListPage } from './pages/promos/flash-sales';
import { PromoListPage } from './pages/promos/list';
import { NewPromoPage } from './pages/promos/new';
import { OrderDetailPage } from './pages/orders/detail';
import { OrderListPage } from './pages/orders/list';
import { Shell } from './pages/shell';
import { StaffDetailPage } from './pages/staff/detail';
import { StaffListPage } from './pages/staff/list';
import { NewStaffPage } from './pages/staff/new';
import { TicketDetailPage } from './pages/tickets/detail';
import { TicketListPage } from './pages/tickets/list';
import { AuditSearch, BookingSearch, DashboardSearch, LeadSearch, LoginSearch, PriceSearch, OrderSearch, PromoSearch, StaffSearch, StockSearch, TicketSearch, TokenSearch } from './search';
import { meQuery, useMe } from './session';

/*
 * The console's pages (issue 24), with TanStack Router: typed routes whose search params (a list's
 * filters, sort and page) are validated with zod when a page opens, and a `beforeLoad` that reads
 * the signed-in member once before any page of the shell — so a signed-out visitor is sent to
 * Masuk before anything renders.
 */

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/masuk', validateSearch: LoginSearch, component: LoginPage });
const verifyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/verifikasi', component: VerifyPage });
const enrolRoute = createRoute({ getParentRoute: () => rootRoute, path: '/aktifkan-autentikator', component: EnrolPage });
const forgotRoute = createRoute({ getParentRoute: () => rootRoute, path: '/lupa-sandi', component: ForgotPasswordPage });
const setPasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: '/atur-sandi', validateSearch: TokenSearch, component: SetPasswordPage });

function ShellError({ error }: ErrorComponentProps) {
  return <Notice tone="error">{errorMessage(error)}</Notice>;
}

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_app',
  beforeLoad: async ({ context }) => {
    try {
      await context.queryClient.ensureQueryData(meQuery);
    } catch (error) {
      // TanStack Router's redirect is thrown by design (it is not an Error).
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (isSignedOut(error)) throw redirect({ to: '/masuk' });
      throw error;
    }
  },
  component: Shell,
  errorComponent: ShellError,
});

/** A page only some roles may open: the others see "Tidak ada akses" (the API refuses them anyway). */
function Gate({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  return can(useMe().role, permission) ? children : <NoAccessPage />;
}

const gated = (permission: StaffPermission, Page: () => ReactNode) =>
  function GatedPage() {
    return (
      <Gate permission={permission}>
        <Page />
      </Gate>
    );
  };

/**
 * Pages of their own chunk, loaded when first opened rather than with the console (issue 25): the
 * Dasbor carries Chart.js, the content editor's pages carry the Markdown renderer of their preview (markdown-it), the branch
 * pages the schedule and salesmen forms — neither is for every member.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, () => ReactNode>>, name: K, what: string): () => ReactElement {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return function LazyPage() {
    return (
      <Suspense fallback={<p className="muted">Memuat {what}…</p>}>
        <Page />
      </Suspense>
    );
  };
}
const DashboardPage = lazyPage(() => import('./pages/dashboard/page'), 'DashboardPage', 'dasbor');
const ArticleListPage = lazyPage(() => import('./pages/content/article-list'), 'ArticleListPage', 'artikel');
const NewArticlePage = lazyPage(() => import('./pages/content/article-new'), 'NewArticlePage', 'artikel');
const ArticleDetailPage = lazyPage(() => import('./pages/content/article-detail'), 'ArticleDetailPage', 'artikel');
const FaqPage = lazyPage(() => import('./pages/content/faq'), 'FaqPage', 'FAQ');
const StaticPageListPage = lazyPage(() => import('./pages/content/pages'), 'StaticPageListPage', 'halaman');
const StaticPageDetailPage = lazyPage(() => import('./pages/content/pages'), 'StaticPageDetailPage', 'halaman');
const StockListPage = lazyPage(() => import('./pages/stock/list'), 'StockListPage', 'stok');
const BranchListPage = lazyPage(() => import('./pages/branches/list'), 'BranchListPage', 'cabang');
const BranchDetailPage = lazyPage(() => import('./pages/branches/detail'), 'BranchDetailPage', 'cabang');

const homeRoute = createRoute({ getParentRoute: () => appRoute, path: '/', component: HomePage });
const staffListRoute = createRoute({ getParentRoute: () => appRoute, path: '/staf', validateSearch: StaffSearch, component: gated('staff.manage', StaffListPage) });
const newStaffRoute = createRoute({ getParentRoute: () => appRoute, path: '/staf/baru', component: gated('staff.manage', NewStaffPage) });
const staffDetailRoute = createRoute({ getParentRoute: () => appRoute, path: '/staf/$id', component: gated('staff.manage', StaffDetailPage) });
const auditRoute = createRoute({ getParentRoute: () => appRoute, path: '/log-audit', validateSearch: AuditSearch, component: gated('audit.read', AuditListPage) });
// Booking (issue 24): the pages themselves answer "Tidak ada akses" to a role without a booking kind.
const bookingListRoute = createRoute({ getParentRoute: () => appRoute, path: '/booking', validateSearch: BookingSearch, component: BookingListPage });
const bookingDetailRoute = createRoute({ getParentRoute: () => appRoute, path: '/booking/$no', component: BookingDetailPage });
const pricesRoute = createRoute({ getParentRoute: () => appRoute, path: '/harga', validateSearch: PriceSearch, component: gated('prices.edit', PriceListPage) });
const priceImportRoute = createRoute({ getParentRoute: () => appRoute, path: '/harga/impor', component: gated('prices.edit', PriceImportPage) });
const stockRoute = createRoute({ getParentRoute: () => appRoute, path: '/stok', validateSearch: StockSearch, component: gated('stock.edit', StockListPage) });
const promoListRoute = createRoute({ getParentRoute: () => appRoute, path: '/promo', validateSearch: PromoSearch, component: gated('content.edit', PromoListPage) });
const newPromoRoute = createRoute({ getParentRoute: () => appRoute, path: '/promo/baru', component: gated('content.edit', NewPromoPage) });
const flashSaleRoute = createRoute({ getParentRoute: () => appRoute, path: '/promo/flash-sale', component: gated('content.edit', FlashSaleListPage) });
const promoDetailRoute = createRoute({ getParentRoute: () => appRoute, path: '/promo/$slug', component: gated('content.edit', PromoDetailPage) });
const branchListRoute = createRoute({ getParentRoute: () => appRoute, path: '/cabang', component: gated('branches.edit', BranchListPage) });
const branchDetailRoute = createRoute({ getParentRoute: () => appRoute, path: '/cabang/$slug', component: gated('branches.edit', BranchDetailPage) });
// Konten (issue 25): articles, FAQ, static pages.
const contentRoute = createRoute({ getParentRoute: () => appRoute, path: '/konten', validateSearch: ArticleSearch, component: gated('content.edit', ArticleListPage) });
const newArticleRoute = createRoute({ getParentRoute: () => appRoute, path: '/konten/artikel/baru', component: gated('content.edit', NewArticlePage) });
const articleRoute = createRoute({ getParentRoute: () => appRoute, path: '/konten/artikel/$slug', component: gated('content.edit', ArticleDetailPage) });
const faqRoute = createRoute({ getParentRoute: () => appRoute, path: '/konten/faq', component: gated('content.edit', FaqPage) });
const pagesRoute = createRoute({ getParentRoute: () => appRoute, path: '/konten/halaman', component: gated('content.edit', StaticPageListPage) });
const pageRoute = createRoute({ getParentRoute: () => appRoute, path: '/konten/halaman/$pageId', component: gated('content.edit', StaticPageDetailPage) });
const orderListRoute = createRoute({ getParentRoute: () => appRoute, path: '/pesanan', validateSearch: OrderSearch, component: gated('orders.read', OrderListPage) });
const orderDetailRoute = createRoute({ getParentRoute: () => appRoute, path: '/pesanan/$no', component: gated('orders.read', OrderDetailPage) });
const changePasswordRoute = createRoute({ getParentRoute: () => appRoute, path: '/ganti-sandi', component: ChangePasswordPage });
// The Leads and Tiket queues (issue 24).
const leadListRoute = createRoute({ getParentRoute: () => appRoute, path: '/leads', validateSearch: LeadSearch, component: gated('leads.read', LeadListPage) });
const leadDetailRoute = createRoute({ getParentRoute: () => appRoute, path: '/leads/$id', component: gated('leads.read', LeadDetailPage) });
const ticketListRoute = createRoute({ getParentRoute: () => appRoute, path: '/tiket', validateSearch: TicketSearch, component: gated('tickets.read', TicketListPage) });
const dashboardRoute = createRoute({ getParentRoute: () => appRoute, path: '/dasbor', validateSearch: DashboardSearch, component: gated('dashboard.view', DashboardPage) });
const ticketDetailRoute = createRoute({ getParentRoute: () => appRoute, path: '/tiket/$id', component: gated('tickets.read', TicketDetailPage) });

const routeTree = rootRoute.addChildren([
  loginRoute,
  verifyRoute,
  enrolRoute,
  forgotRoute,
  setPasswordRoute,
  appRoute.addChildren([
    homeRoute,
    dashboardRoute,
    staffListRoute,
    newStaffRoute,
    staffDetailRoute,
    auditRoute,
    pricesRoute,
    priceImportRoute,
    stockRoute,
    promoListRoute,
    newPromoRoute,
    flashSaleRoute,
    promoDetailRoute,
    branchListRoute,
    branchDetailRoute,
    changePasswordRoute,
    bookingListRoute,
    bookingDetailRoute,
    orderListRoute,
    orderDetailRoute,
    leadListRoute,
    leadDetailRoute,
    ticketListRoute,
    ticketDetailRoute,
    contentRoute,
    newArticleRoute,
    articleRoute,
    faqRoute,
    pagesRoute,
    pageRoute,
  ]),
]);

export function createConsoleRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
