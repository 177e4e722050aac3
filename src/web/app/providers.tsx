import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '@web/components/ui/deferred-toaster';
import { AuthProvider } from '@web/features/auth/components/auth-provider';
import { FirstRenderTime } from '@web/lib/first-render-time';
import { ThemeProvider } from './theme/theme-provider';

export interface ProvidersProps {
  /** Made by the caller: the server fills it before rendering, the browser hydrates the server's data into it. */
  queryClient: QueryClient;
  /** When the server rendered the page (ms), for clock-based labels while hydrating; null when the browser renders alone. */
  renderedAt: number | null;
  children: ReactNode;
}

export function Providers({ queryClient, renderedAt, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <FirstRenderTime value={renderedAt}>
        <ThemeProvider>
          <AuthProvider>
            {children}
            {/* Tooltips bring their own provider (components/ui/tooltip); the toaster loads when idle. */}
            <DeferredToaster />
          </AuthProvider>
        </ThemeProvider>
      </FirstRenderTime>
    </QueryClientProvider>
  );
}
