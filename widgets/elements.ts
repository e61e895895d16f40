/**
 * Custom-elements entry: importing it registers every <insights-*> element.
 * Elements call nothing until configure() (or an api-base-url attribute) gives them a server.
 */
import './home/LicenseSummary/element';

export { configure } from './core/element/configStore';
export type { InsightsConfig } from './core/config/types';
export { createSession, hasModule, type Session } from './core/auth/claims';
