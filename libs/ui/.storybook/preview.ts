import type { Preview } from '@storybook/react-vite';
// Semi's design tokens, as the desk loads them.
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    options: { storySort: { method: 'alphabetical' } },
  },
};

export default preview;
