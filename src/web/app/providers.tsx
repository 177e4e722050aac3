import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredToaster } from '@web/components/ui/deferred-toaster';
import { AuthProvider } from '@web/features/auth/components/auth-provider';
import { createQueryClient } from '@web/lib/query-client';
import { ThemeProvider } from './theme/theme-provider';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          {children}
          {/* Tooltips bring their own provider (components/ui/tooltip); the toaster loads when idle. */}
          <DeferredToaster />
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
