import { createContext, useContext } from 'react';
import type { ResolvedInsightsConfig } from './types';

export const InsightsContext = createContext<ResolvedInsightsConfig | null>(null);

export function useInsights(): ResolvedInsightsConfig {
  const config = useContext(InsightsContext);
  if (!config) throw new Error('Insights widgets must be rendered inside <InsightsProvider> (or as custom elements).');
  return config;
}
