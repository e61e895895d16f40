import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks asks for 24 to 64). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** A new `webhook-id`: `msg_` + 128 random bits, the same on every retry and resend of the delivery. */
export function newWebhookId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}

/**
 * The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with each secret, space-separated
 * (the current secret first; during a rotation's overlap the previous one too), as Standard Webhooks specifies.
 */
export function signatureHeader(secrets: string[], webhookId: string, timestamp: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(webhookId, timestamp, body)).join(' ');
}
