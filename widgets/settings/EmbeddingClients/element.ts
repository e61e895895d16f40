import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { EmbeddingClients } from './EmbeddingClients';

export const EMBEDDING_CLIENTS_TAG = 'insights-embedding-clients';

defineWidget(EMBEDDING_CLIENTS_TAG, EmbeddingClients, {
  description: 'Settings → Super admin → Embedding: the intranet pages registered to sign in to Insights, each with its snippet (super admins only).',
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required'],
  parts: partDocs('frame', 'header'),
});
