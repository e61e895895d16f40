import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { FollowedEventsPanel } from '../shared/FollowedEventsPanel';
import { withHostEvents } from '../../core/events/withHostEvents';

export interface FollowedEventsProps {
  className?: string;
}

/** Dashboard panel 'Followed Events' (spec 2 §2), placeable alone: the signed-in user's own follows. */
export const FollowedEvents = withHostEvents('insights-followed-events', function FollowedEvents({ className }: FollowedEventsProps) {
  // The panel is the named region; a label on the frame too would repeat the landmark (axe landmark-unique).
  return (
    <WidgetFrame className={className}>
      <FollowedEventsPanel />
    </WidgetFrame>
  );
});
