import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { MyLicensesPanel } from '../shared/MyLicensesPanel';

export interface MyLicensesProps {
  /** A super admin's 'View as' client; others always see their own client (the server enforces it). */
  clientId?: string | null;
  className?: string;
}

/** Dashboard panel 'My Licenses' (spec 2 §2), placeable alone. */
export function MyLicenses({ clientId, className }: MyLicensesProps) {
  // The panel is the named region; a label on the frame too would repeat the landmark (axe landmark-unique).
  return (
    <WidgetFrame className={className}>
      <MyLicensesPanel viewAs={clientId} />
    </WidgetFrame>
  );
}
