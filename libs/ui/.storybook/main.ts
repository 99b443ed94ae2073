// The widget catalog (`npm run catalog`): every widget of libs/ui with a story per state the widget
// spec names. Stories sit beside their widget as <widget>.stories.tsx.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';


const here = path.dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables are not used; skipping docgen keeps the build fast on a small machine.
  typescript: { reactDocgen: false },
  viteFinal: (base) =>
    mergeConfig(base, {
      plugins: [react()],
      resolve: { tsconfigPaths: true },
      build: { reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
      cacheDir: path.resolve(here, '../../../node_modules/.vite/catalog'),
    }),
};

export default config;
