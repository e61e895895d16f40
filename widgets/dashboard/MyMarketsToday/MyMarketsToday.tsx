import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { MyMarketsPanel } from '../shared/MyMarketsPanel';
import { withHostEvents } from '../../core/events/withHostEvents';

export interface MyMarketsTodayProps {
  /** A super admin's 'View as' client; others always see their own client (the server enforces it). */
  clientId?: string | null;
  className?: string;
}

/** Dashboard panel 'My Markets Today' (spec 2 §2), placeable alone. */
export const MyMarketsToday = withHostEvents('insights-my-markets-today', function MyMarketsToday({ clientId, className }: MyMarketsTodayProps) {
  // The panel is the named region; a label on the frame too would repeat the landmark (axe landmark-unique).
  return (
    <WidgetFrame className={className}>
      <MyMarketsPanel viewAs={clientId} />
    </WidgetFrame>
  );
});
