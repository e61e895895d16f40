import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { FollowedEvents } from './FollowedEvents';

export const FOLLOWED_EVENTS_TAG = 'insights-followed-events';

defineWidget(FOLLOWED_EVENTS_TAG, FollowedEvents, {
  description: "The companies the user follows, since when, and how many licenses each follow covers.",
  parts: partDocs('frame', 'panel'),
});
