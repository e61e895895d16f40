import { RawDataScreen } from '../shared';
import { withHostEvents } from '../../core/events/withHostEvents';

export const LICENSES_RAW_DATA_HEADING = 'Licenses Raw Data';

const FLAGS = [
  { key: 'broker', header: 'Broker' },
  { key: 'supplier', header: 'Supplier' },
  { key: 'aggregator', header: 'Aggregator' },
] as const;

export interface LicensesRawDataProps {
  className?: string;
}

/** Spec 1 §2 /licenses/rawData: one licenses file per state and commodity, each with a download action. */
export const LicensesRawData = withHostEvents('insights-licenses-raw-data', function LicensesRawData({ className }: LicensesRawDataProps) {
  return (
    <RawDataScreen
      kind="licenses"
      heading={LICENSES_RAW_DATA_HEADING}
      description="Every current license of a state and commodity as a CSV file for your spreadsheets, generated when you download it."
      tableLabel="Licenses raw data files"
      flags={FLAGS}
      className={className}
    />
  );
});
