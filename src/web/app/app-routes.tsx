import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoading } from '@web/components/page-loading';
import { GUIDE_PATHS } from '@web/features/guides/guide-paths';

// One chunk per page: a visitor downloads only the screens they open.
const HomePage = lazy(() => import('@web/pages/home'));
const NotFoundPage = lazy(() => import('@web/pages/not-found'));
const KnowledgeBasePage = lazy(() => import('@web/pages/knowledge-base'));
const GuidePage = lazy(() => import('@web/pages/guide'));
const SearchPage = lazy(() => import('@web/pages/search'));
const ProductPage = lazy(() => import('@web/pages/product'));
const PartPage = lazy(() => import('@web/pages/part'));
const PartNumberSearchPage = lazy(() => import('@web/pages/part-number-search'));
// Content pages (issue 7).
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

/** Only pages that exist are registered; every other path gets the 404 card. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/home" component={HomePage} />
        <Route path="/search" component={SearchPage} />
        <Route path="/product/:slug" component={ProductPage} />
        <Route path="/part/:partNumber" component={PartPage} />
        <Route path="/part-number-search" component={PartNumberSearchPage} />
        <Route path="/part-search" component={PartNumberSearchPage} />
        <Route path="/knowledge-base" component={KnowledgeBasePage} />
        {GUIDE_PATHS.map((path) => (
          <Route key={path} path={path} component={GuidePage} />
        ))}
        {/* Every other stored guide; the page shows the not-found card when the guide does not exist. */}
        <Route path="/guides/:slug" component={GuidePage} />
        <Route path="/how-it-works" component={HowItWorksPage} />
        <Route path="/vendors" component={VendorsPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/your-genius" component={YourGeniusPage} />
        <Route path="/faq" component={FaqPage} />
        <Route path="/shipping" component={ShippingPage} />
        <Route path="/returns" component={ReturnsPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/sitemap" component={SitemapPage} />
        <Route path="/pitch-deck" component={PitchDeckPage} />
        <Route path="/download-pitch-deck" component={DownloadPitchDeckPage} />
        <Route path="/download-slides" component={DownloadSlidesPage} />
        <Route path="/test-vendors">
          <VendorTestPage variant="test-vendors" />
        </Route>
        <Route path="/vendor-button-test">
          <VendorTestPage variant="vendor-button-test" />
        </Route>
        <Route path="/product-test">
          <VendorTestPage variant="product-test" />
        </Route>
        {/* Reached only when already let in: the gate shows the form to everyone else. */}
        <Route path="/login">
          <Redirect to="/" replace />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
