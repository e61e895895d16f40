import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { API_KEY_SCOPES, WEBHOOK_EVENT_TYPES, WEBHOOK_FORMATS, type ApiKeyBody, type WebhookBody } from '../../core/api/integrations';
import { MARKET_WATCH_MESSAGES, WATCH_COMMODITIES, WATCH_LICENSE_TYPES } from '../../../contract/marketWatches/rules';
import { INTEGRATION_MESSAGES as M } from '../../../contract/integrations/rules';

/**
 * The forms' rules (zod), in a module of their own: each form downloads it on its first validation, not with the
 * Integrations screen. They check what the contract's request schemas (contract/integrations/schemas.ts) check, with
 * the same messages, so a person sees a refusal before the server gives it (forms.test.ts holds the two to the same answers).
 * The widgets may not bundle the contract's schemas (zod, ADR 0006), so the rules are spelled again here from the
 * contract's constants; a number field left empty or out of range gets a sentence instead of zod's wording.
 */
const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

const isWebUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
};

export const webhookForm = z.object({
  url: z.string().trim().max(2000, M.urlInvalid).refine(isWebUrl, M.urlInvalid),
  format: z.enum(WEBHOOK_FORMATS),
  stateCodes: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1, MARKET_WATCH_MESSAGES.statesRequired)
    .transform((codes) => [...new Set(codes)].sort()),
  commodity: z.literal(WATCH_COMMODITIES),
  licenseType: z.enum(WATCH_LICENSE_TYPES),
  eventTypes: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, M.eventsRequired)
    .transform((types) => WEBHOOK_EVENT_TYPES.filter((t) => types.includes(t))),
  description: z.string().trim().max(200, 'The description may hold up to 200 characters.').optional(),
  enabled: z.boolean().optional(),
});

export const API_KEY_DAYS_MESSAGE = 'Enter a whole number of days from 1 to 365.';
export const API_KEY_RATE_MESSAGE = 'Enter a whole number of requests a minute from 1 to 10000.';
export const GRACE_HOURS_MESSAGE = 'Enter a whole number of hours from 0 to 24.';

export const apiKeyForm = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100, 'The name may hold up to 100 characters.'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, M.scopesRequired)
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
  expiresInDays: whole(1, 365, API_KEY_DAYS_MESSAGE),
  rateLimitPerMinute: whole(1, 10_000, API_KEY_RATE_MESSAGE),
});

export const rollForm = z.object({ graceHours: whole(0, 24, GRACE_HOURS_MESSAGE) });
export type RollFormValues = z.infer<typeof rollForm>;

/** The three forms' resolvers (react-hook-form), as the modals load them (lazyResolver). */
export const webhookResolver = zodResolver(webhookForm) as unknown as Resolver<WebhookBody>;
export const apiKeyResolver = zodResolver(apiKeyForm) as unknown as Resolver<ApiKeyBody>;
export const rollResolver = zodResolver(rollForm) as unknown as Resolver<RollFormValues>;
