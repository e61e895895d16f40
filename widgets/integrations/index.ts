/** @insights/widgets/integrations — Settings → Integrations: webhook endpoints and API keys. Only this area's code (and the shared core) comes with it. */
export { Integrations, type IntegrationsProps } from './Integrations';
