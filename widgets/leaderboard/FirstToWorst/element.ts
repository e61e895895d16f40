import { defineWidget } from '../../core/element/defineWidget';
import { FirstToWorst } from './FirstToWorst';

export const FIRST_TO_WORST_TAG = 'insights-first-to-worst';

defineWidget(FIRST_TO_WORST_TAG, FirstToWorst, { props: { effectiveFrom: 'string' } });
