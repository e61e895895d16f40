import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { TopMarketsPanel } from '../shared/TopMarketsPanel';
import { withHostEvents } from '../../core/events/withHostEvents';

export interface BestMarketsTodayProps {
  /** A super admin's 'View as' client; others always see their own client (the server enforces it). */
  clientId?: string | null;
  className?: string;
}

/** Dashboard panel 'Best Markets Today' (spec 2 §2), placeable alone. */
export const BestMarketsToday = withHostEvents('insights-best-markets-today', function BestMarketsToday({ clientId, className }: BestMarketsTodayProps) {
  // The panel is the named region; a label on the frame too would repeat the landmark (axe landmark-unique).
  return (
    <WidgetFrame className={className}>
      <TopMarketsPanel which="best" viewAs={clientId} />
    </WidgetFrame>
  );
});
