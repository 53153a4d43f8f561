import type { Preview } from '@storybook/react-vite';
import '../src/theme.css';

const preview: Preview = {
  parameters: { layout: 'padded' },
};

export default preview;
