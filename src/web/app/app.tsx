import type { QueryClient } from '@tanstack/react-query';
import { AppRoutes } from './app-routes';
import { SiteLayout } from './layout/site-layout';
import { Providers } from './providers';
import { SiteGate } from './site-gate';

export interface AppProps {
  queryClient: QueryClient;
  /** When the server rendered the page being hydrated; null when the browser draws it alone. */
  renderedAt: number | null;
}

export function App({ queryClient, renderedAt }: AppProps) {
  return (
    <Providers queryClient={queryClient} renderedAt={renderedAt}>
      <SiteLayout>
        <SiteGate>
          <AppRoutes />
        </SiteGate>
      </SiteLayout>
    </Providers>
  );
}
