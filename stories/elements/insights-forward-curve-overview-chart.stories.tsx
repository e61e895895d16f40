import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta, pricingChartStory, type ElementArgs } from './elementStory';

const TAG = 'insights-forward-curve-overview-chart';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-forward-curve-overview-chart', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

// Empty filters take the defaults (ERCOT, Texas).
export const Default: StoryObj<typeof meta> = pricingChartStory(TAG, 'Forward Curve Overview Chart');
