import type { StorybookConfig } from '@storybook/react-vite';
import { packageAliases } from '../scripts/packageAliases.mjs';
import { fixtureLogos } from './fixtureLogos.js';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [fixtureLogos()],
      build: {
        // Storybook's own runtime is the big part (the preview iframe about 1.6 MB, the docs renderer 0.75 MB, axe for
        // the a11y panel 0.66 MB, minified), loaded once by a designer's browser; the stories' own chunks stay under
        // 0.3 MB. The limit sits just above Storybook's largest chunk, so a story that pulls in something big still warns.
        chunkSizeWarningLimit: 1700,
        rolldownOptions: {
          onwarn(warning, warn) {
            // Libraries (TanStack Query, react-day-picker…) mark modules 'use client' for React Server Components
            // bundlers; in a browser-only bundle the directive means nothing, and dropping it is what should happen.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /"use client"/.test(warning.message) && /node_modules/.test(warning.message)) return;
            warn(warning);
          },
        },
      },
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
