export { Integrations, type IntegrationsProps } from './Integrations';
