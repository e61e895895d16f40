export { Subscriptions, type SubscriptionsProps } from './Subscriptions';
