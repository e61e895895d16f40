import type { StorybookConfig } from '@storybook/react-vite';
import { packageAliases } from '../scripts/packageAliases.mjs';
import { fixtureLogos } from './fixtureLogos';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [fixtureLogos()],
      resolve: {
        // Same aliases as tsconfig/vitest, so stories import the package exactly as a host would.
        alias: packageAliases,
        // One React and one styled-components, or hooks and the StyleSheetManager context break.
        dedupe: ['react', 'react-dom', 'styled-components'],
      },
    });
  },
};

export default config;
