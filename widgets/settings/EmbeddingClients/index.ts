export { EmbeddingClients, type EmbeddingClientsProps } from './EmbeddingClients';
