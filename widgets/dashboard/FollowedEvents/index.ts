export { FollowedEvents, type FollowedEventsProps } from './FollowedEvents';
