import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { TopMarketsPanel } from '../shared/TopMarketsPanel';

export interface BestMarketsTodayProps {
  /** A super admin's 'View as' client; others always see their own client (the server enforces it). */
  clientId?: string | null;
  className?: string;
}

/** Dashboard panel 'Best Markets Today' (spec 2 §2), placeable alone. */
export function BestMarketsToday({ clientId, className }: BestMarketsTodayProps) {
  // The panel is the named region; a label on the frame too would repeat the landmark (axe landmark-unique).
  return (
    <WidgetFrame className={className}>
      <TopMarketsPanel which="best" viewAs={clientId} />
    </WidgetFrame>
  );
}
