import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { Integrations } from './Integrations';

export const INTEGRATIONS_TAG = 'insights-integrations';

defineWidget(INTEGRATIONS_TAG, Integrations, {
  description:
    "Settings → Integrations (client admins and super admins): the client's webhook endpoints (signed JSON, Slack or Teams posts of license events, with the delivery log, Send test event, Resend and Rotate secret) and its API keys (create, roll, revoke). A new secret or key shows once.",
  attributeDocs: {
    clientId: "The client whose integrations show; the signed-in user's by default (a super admin may name any client).",
  },
  props: { clientId: 'string' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-integration-change'],
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
