import { describe, expect, it } from 'vitest';
import { apiKeyBody, rollApiKeyBody, webhookBody } from '../../../contract/integrations/schemas';
import { apiKeyForm, rollForm, webhookForm } from './formRules';
import { cleanWebhookBody, newApiKeyValues, newWebhookValues, switchedBody } from './forms';
import { webhookFixtures } from '../../../stories/fixtures/integrations';

/** The form's answer and the contract's (the server's) for one body: accepted with the same value, or refused. */
function both(form: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, contract: typeof form, value: unknown) {
  const a = form.safeParse(value);
  const b = contract.safeParse(value);
  return { form: a.success ? a.data : 'refused', contract: b.success ? b.data : 'refused' };
}

const webhook = { ...newWebhookValues(), url: 'https://hooks.example.com/x', stateCodes: ['PA', 'OH', 'PA'] };

describe('the Integrations forms accept and refuse what the server does', () => {
  const webhookCases: unknown[] = [
    webhook,
    { ...webhook, url: 'ftp://hooks.example.com/x' },
    { ...webhook, url: 'https://user:pw@hooks.example.com/x' },
    { ...webhook, url: 'not a url' },
    { ...webhook, url: `https://example.com/${'a'.repeat(2000)}` },
    { ...webhook, stateCodes: [] },
    { ...webhook, stateCodes: ['tx'] },
    { ...webhook, eventTypes: [] },
    { ...webhook, eventTypes: ['license.expiry', 'license.new'] },
    // Price events (issue 61), alone or with license ones, in the contract's order.
    { ...webhook, eventTypes: ['rank.changed', 'offer.price_changed'] },
    { ...webhook, eventTypes: ['offer.withdrawn', 'license.renewal', 'offer.new'] },
    { ...webhook, eventTypes: ['offer.changed'] },
    { ...webhook, format: 'discord' },
    { ...webhook, commodity: 3 },
    { ...webhook, licenseType: 'Broker' },
    { ...webhook, description: ' Gas desk ' },
    { ...webhook, description: 'x'.repeat(201) },
    { ...webhook, enabled: false },
  ];
  it.each(webhookCases.map((value, i) => [i, value]))('webhook body %i', (_i, value) => {
    const { form, contract } = both(webhookForm, webhookBody, value);
    expect(form).toEqual(contract);
  });

  const key = newApiKeyValues();
  const keyCases: unknown[] = [
    { ...key, name: 'BI' },
    { ...key, name: '  ' },
    { ...key, name: 'x'.repeat(101) },
    { ...key, name: 'BI', scopes: [] },
    { ...key, name: 'BI', scopes: ['activity:read', 'companies:read'] },
    { ...key, name: 'BI', scopes: ['users:write'] },
    { ...key, name: 'BI', expiresInDays: 0 },
    { ...key, name: 'BI', expiresInDays: 365 },
    { ...key, name: 'BI', expiresInDays: 366 },
    { ...key, name: 'BI', expiresInDays: 1.5 },
    { ...key, name: 'BI', rateLimitPerMinute: 10_000 },
    { ...key, name: 'BI', rateLimitPerMinute: 10_001 },
  ];
  it.each(keyCases.map((value, i) => [i, value]))('API key body %i', (_i, value) => {
    const { form, contract } = both(apiKeyForm, apiKeyBody, value);
    expect(form).toEqual(contract);
  });

  it('grace hours 0–24, whole', () => {
    for (const graceHours of [-1, 0, 12, 24, 25, 2.5]) {
      const { form, contract } = both(rollForm, rollApiKeyBody, { graceHours });
      expect(form).toEqual(contract);
    }
    expect(rollForm.safeParse({ graceHours: 25 }).success).toBe(false);
  });

  it('starts a new endpoint with the license events only: price events are chosen, not given', () => {
    expect(newWebhookValues().eventTypes).toEqual(['license.new', 'license.renewal', 'license.expiry']);
  });

  it('starts a new key with the defaults of the contract', () => {
    expect(apiKeyBody.parse({ name: 'x', scopes: ['companies:read'] })).toMatchObject({ expiresInDays: key.expiresInDays, rateLimitPerMinute: key.rateLimitPerMinute });
  });

  it('switches an endpoint on or off with a body the server accepts, and drops an empty description', () => {
    for (const endpoint of webhookFixtures) {
      const body = switchedBody(endpoint, !endpoint.enabled);
      expect(webhookBody.safeParse(body).success).toBe(true);
      expect(body.enabled).toBe(!endpoint.enabled);
    }
    expect(cleanWebhookBody({ ...webhook, description: '  ' })).not.toHaveProperty('description');
    expect(cleanWebhookBody({ ...webhook, description: ' Gas ' }).description).toBe('Gas');
  });
});
