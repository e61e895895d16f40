import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta, pricingChartStory, type ElementArgs } from './elementStory';

const TAG = 'insights-price-trend-chart';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-price-trend-chart', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

// Empty filters take the defaults (ERCOT, Texas).
export const Default: StoryObj<typeof meta> = pricingChartStory(TAG, 'Price Trend Chart');
