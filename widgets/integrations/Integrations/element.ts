import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { Integrations } from './Integrations';

export const INTEGRATIONS_TAG = 'insights-integrations';

defineWidget(INTEGRATIONS_TAG, Integrations, {
  description:
    "Settings → Integrations (client admins and super admins): the client's webhook endpoints (signed JSON, Slack or Teams posts of license events, with the delivery log, Send test event, Resend and Rotate secret) and its API keys (create, roll, revoke). A new secret or key shows once.",
  attributeDocs: {
    clientId: "The client whose integrations show; the signed-in user's by default (a super admin may name any client, or pick one in the element's Client select).",
    syncUrl: "Write a super admin's choice of client into the page URL (`?ClientId=…`) through configure()'s `navigate` (default on; without a `navigate` the URL is never touched).",
  },
  props: { clientId: 'string', syncUrl: 'boolean' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-filters-change', 'insights-integration-change'],
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
