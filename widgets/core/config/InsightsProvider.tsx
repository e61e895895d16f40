import { useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { InsightsContext } from './context';
import { createQueryClient } from './createQueryClient';
import { resolveConfig } from './resolveConfig';
import type { InsightsConfig } from './types';
import { ToastProvider } from '../ui/Toast';

export interface InsightsProviderProps {
  config: InsightsConfig;
  /** Share one QueryClient with the host; otherwise the provider keeps its own for its lifetime. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Gives widgets their host configuration and data cache. It renders no element of its own
 * (so it can wrap a whole portal without touching its layout); each widget draws its own themed frame.
 */
export function InsightsProvider({ config, queryClient, children }: InsightsProviderProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  const resolved = useMemo(() => resolveConfig(config), [config]);
  return (
    <QueryClientProvider client={queryClient ?? ownClient}>
      <InsightsContext.Provider value={resolved}>
        <ToastProvider>{children}</ToastProvider>
      </InsightsContext.Provider>
    </QueryClientProvider>
  );
}
