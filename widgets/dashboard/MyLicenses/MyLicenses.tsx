import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { MyLicensesPanel } from '../shared/MyLicensesPanel';
import { withHostEvents } from '../../core/events/withHostEvents';

export interface MyLicensesProps {
  /** A super admin's 'View as' client; others always see their own client (the server enforces it). */
  clientId?: string | null;
  className?: string;
}

/** Dashboard panel 'My Licenses' (spec 2 §2), placeable alone. */
export const MyLicenses = withHostEvents('insights-my-licenses', function MyLicenses({ clientId, className }: MyLicensesProps) {
  // The panel is the named region; a label on the frame too would repeat the landmark (axe landmark-unique).
  return (
    <WidgetFrame className={className}>
      <MyLicensesPanel viewAs={clientId} />
    </WidgetFrame>
  );
});
