/**
 * Deployment settings read at start from `/portal-config.json`, so one build runs against any identity
 * provider and API. The reference server serves this file; a production host serves its own.
 */
export interface PortalFeatures {
  /** Spec 1 §9: the Pricing and Ranking menu entries are off unless a deployment turns them on. */
  pricingMenu: boolean;
  [flag: string]: boolean;
}

export interface RuntimeConfig {
  authority: string;
  clientId: string;
  scope: string;
  apiBaseUrl: string;
  pricingBaseUrl?: string;
  hubUrl?: string;
  logoUrl?: string;
  features: PortalFeatures;
}

const RUNTIME_CONFIG_URL = '/portal-config.json';

function requireString(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  if (typeof value !== 'string' || value.length === 0) {
    throw new Error(`${RUNTIME_CONFIG_URL} is missing "${key}"`);
  }
  return value;
}

function optionalString(raw: Record<string, unknown>, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Validates the JSON so a broken deployment fails with a clear message instead of a blank page. */
function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object') throw new Error(`${RUNTIME_CONFIG_URL} is not a JSON object`);
  const record = raw as Record<string, unknown>;
  const rawFeatures = (record.features && typeof record.features === 'object' ? record.features : {}) as Record<string, unknown>;
  const features: PortalFeatures = { pricingMenu: false };
  for (const [flag, value] of Object.entries(rawFeatures)) features[flag] = value === true || value === 'true';
  return {
    authority: requireString(record, 'authority'),
    clientId: requireString(record, 'clientId'),
    scope: optionalString(record, 'scope') ?? 'openid profile email access:INS',
    apiBaseUrl: typeof record.apiBaseUrl === 'string' ? record.apiBaseUrl : '',
    pricingBaseUrl: optionalString(record, 'pricingBaseUrl'),
    hubUrl: optionalString(record, 'hubUrl'),
    logoUrl: optionalString(record, 'logoUrl'),
    features,
  };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${RUNTIME_CONFIG_URL} (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
