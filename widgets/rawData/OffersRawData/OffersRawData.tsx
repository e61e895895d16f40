import { RawDataScreen } from '../shared';
import { withHostEvents } from '../../core/events/withHostEvents';

export const OFFERS_RAW_DATA_HEADING = 'Offers Raw Data';

const FLAGS = [
  { key: 'supplier', header: 'Supplier' },
  { key: 'utility', header: 'Utility' },
  { key: 'residential', header: 'Residential' },
  { key: 'smallCommercial', header: 'Small Commercial' },
] as const;

export interface OffersRawDataProps {
  className?: string;
}

/** Spec 1 §2 /offers/rawData: one retail offers file per state and commodity, each with a download action. */
export const OffersRawData = withHostEvents('insights-offers-raw-data', function OffersRawData({ className }: OffersRawDataProps) {
  return (
    <RawDataScreen
      kind="offers"
      heading={OFFERS_RAW_DATA_HEADING}
      description="Current retail offers of a state and commodity — supplier offers and utility default rates — as a CSV file."
      tableLabel="Offers raw data files"
      flags={FLAGS}
      className={className}
    />
  );
});
