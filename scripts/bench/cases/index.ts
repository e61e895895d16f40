// One file of latency cases per area; add an import and a spread here.
import type { LatencyCase } from '../latency';
import { homeCases } from './home';

export const cases: LatencyCase[] = [...homeCases];
