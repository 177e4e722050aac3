import { AppRoutes } from './app-routes';
import { SiteLayout } from './layout/site-layout';
import { Providers } from './providers';
import { SiteGate } from './site-gate';

export function App() {
  return (
    <Providers>
      <SiteLayout>
        <SiteGate>
          <AppRoutes />
        </SiteGate>
      </SiteLayout>
    </Providers>
  );
}
