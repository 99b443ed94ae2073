import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// Semi's design tokens, as the desk loads them.
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';

// A play function's waitFor is a bound for a hung story, not a measure: Testing Library's 1 s default failed
// on a busy machine (npm test runs the catalog beside the other steps); the catalog's test allows 120 s a story.
configure({ asyncUtilTimeout: 30_000 });

const preview: Preview = {
  parameters: {
    layout: 'padded',
    options: { storySort: { method: 'alphabetical' } },
  },
};

export default preview;
