import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { TopMarketsPanel } from '../shared/TopMarketsPanel';
import { withHostEvents } from '../../core/events/withHostEvents';

export interface WorstMarketsTodayProps {
  /** A super admin's 'View as' client; others always see their own client (the server enforces it). */
  clientId?: string | null;
  className?: string;
}

/** Dashboard panel 'Worst Markets Today' (spec 2 §2), placeable alone. */
export const WorstMarketsToday = withHostEvents('insights-worst-markets-today', function WorstMarketsToday({ clientId, className }: WorstMarketsTodayProps) {
  // The panel is the named region; a label on the frame too would repeat the landmark (axe landmark-unique).
  return (
    <WidgetFrame className={className}>
      <TopMarketsPanel which="worst" viewAs={clientId} />
    </WidgetFrame>
  );
});
