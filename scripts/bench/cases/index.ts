// One file of latency cases per area; add an import and a spread here.
import type { LatencyCase } from '../latency';
import { homeCases } from './home';
import { companyCases } from './companies';
import { licensedCompaniesCases } from './licensedCompanies';
import { notificationCases } from './notifications';
import { activityCases } from './activity';

export const cases: LatencyCase[] = [...homeCases, ...companyCases, ...licensedCompaniesCases];
cases.push(...notificationCases, ...activityCases);
