import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoading } from '@web/components/page-loading';
import { GUIDE_PATHS, PAGE_PATHS } from '@shared/page-routes';

// One chunk per page: a visitor downloads only the screens they open.
const HomePage = lazy(() => import('@web/pages/home'));
const NotFoundPage = lazy(() => import('@web/pages/not-found'));
const KnowledgeBasePage = lazy(() => import('@web/pages/knowledge-base'));
const GuidePage = lazy(() => import('@web/pages/guide'));
const SearchPage = lazy(() => import('@web/pages/search'));
const ProductPage = lazy(() => import('@web/pages/product'));
const PartPage = lazy(() => import('@web/pages/part'));
const PartNumberSearchPage = lazy(() => import('@web/pages/part-number-search'));
// Content pages.
const HowItWorksPage = lazy(() => import('@web/pages/how-it-works'));
const VendorsPage = lazy(() => import('@web/pages/vendors'));
const ContactPage = lazy(() => import('@web/pages/contact'));
const YourGeniusPage = lazy(() => import('@web/pages/your-genius'));
const FaqPage = lazy(() => import('@web/pages/faq'));
const ShippingPage = lazy(() => import('@web/pages/shipping'));
const ReturnsPage = lazy(() => import('@web/pages/returns'));
const PrivacyPage = lazy(() => import('@web/pages/privacy'));
const TermsPage = lazy(() => import('@web/pages/terms'));
const SitemapPage = lazy(() => import('@web/pages/sitemap'));
const PitchDeckPage = lazy(() => import('@web/pages/pitch-deck'));
const DownloadPitchDeckPage = lazy(() => import('@web/pages/download-pitch-deck'));
const DownloadSlidesPage = lazy(() => import('@web/pages/download-slides'));
const VendorTestPage = lazy(() => import('@web/pages/vendor-test'));
const AlertsPage = lazy(() => import('@web/pages/alerts'));
const SavedPartsPage = lazy(() => import('@web/pages/saved'));
const BasketPage = lazy(() => import('@web/pages/basket'));

/**
 * Only pages that exist are registered (the table in shared/page-routes.ts, which the server reads
 * too); every other path gets the 404 card.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path={PAGE_PATHS.home} component={HomePage} />
        <Route path={PAGE_PATHS.homeAlias} component={HomePage} />
        <Route path={PAGE_PATHS.search} component={SearchPage} />
        <Route path={PAGE_PATHS.product} component={ProductPage} />
        <Route path={PAGE_PATHS.part} component={PartPage} />
        <Route path={PAGE_PATHS.partNumberSearch} component={PartNumberSearchPage} />
        <Route path={PAGE_PATHS.partSearch} component={PartNumberSearchPage} />
        <Route path={PAGE_PATHS.knowledgeBase} component={KnowledgeBasePage} />
        {GUIDE_PATHS.map((path) => (
          <Route key={path} path={path} component={GuidePage} />
        ))}
        {/* Every other stored guide; the page shows the not-found card when the guide does not exist. */}
        <Route path={PAGE_PATHS.guide} component={GuidePage} />
        <Route path={PAGE_PATHS.howItWorks} component={HowItWorksPage} />
        <Route path={PAGE_PATHS.vendors} component={VendorsPage} />
        <Route path={PAGE_PATHS.contact} component={ContactPage} />
        <Route path={PAGE_PATHS.yourGenius} component={YourGeniusPage} />
        <Route path={PAGE_PATHS.faq} component={FaqPage} />
        <Route path={PAGE_PATHS.shipping} component={ShippingPage} />
        <Route path={PAGE_PATHS.returns} component={ReturnsPage} />
        <Route path={PAGE_PATHS.privacy} component={PrivacyPage} />
        <Route path={PAGE_PATHS.terms} component={TermsPage} />
        <Route path={PAGE_PATHS.sitemap} component={SitemapPage} />
        <Route path={PAGE_PATHS.pitchDeck} component={PitchDeckPage} />
        <Route path={PAGE_PATHS.downloadPitchDeck} component={DownloadPitchDeckPage} />
        <Route path={PAGE_PATHS.downloadSlides} component={DownloadSlidesPage} />
        <Route path={PAGE_PATHS.testVendors}>
          <VendorTestPage variant="test-vendors" />
        </Route>
        <Route path={PAGE_PATHS.vendorButtonTest}>
          <VendorTestPage variant="vendor-button-test" />
        </Route>
        <Route path={PAGE_PATHS.productTest}>
          <VendorTestPage variant="product-test" />
        </Route>
        <Route path={PAGE_PATHS.saved} component={SavedPartsPage} />
        <Route path={PAGE_PATHS.basket} component={BasketPage} />
        <Route path={PAGE_PATHS.alertsConfirm}>
          <AlertsPage view="confirm" />
        </Route>
        <Route path={PAGE_PATHS.alertsManage}>
          <AlertsPage view="manage" />
        </Route>
        <Route path={PAGE_PATHS.alertsUnsubscribe}>
          <AlertsPage view="unsubscribe" />
        </Route>
        {/* Reached only when already let in: the gate shows the form to everyone else. */}
        <Route path={PAGE_PATHS.login}>
          <Redirect to="/" replace />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
