import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { FirstToWorst } from './FirstToWorst';

export const FIRST_TO_WORST_TAG = 'insights-first-to-worst';

defineWidget(FIRST_TO_WORST_TAG, FirstToWorst, {
  description: "The public First to Worst leaderboard: per state and utility the three best suppliers and the last; no sign-in needed.",
  attributeDocs: {
    effectiveFrom: "A day (yyyy-mm-dd); default the latest prices.",
  },
  props: { effectiveFrom: 'string' },
  parts: partDocs('frame', 'header'),
});
