import { type ThemeMode, ThemeRoot } from '@appkit/ui'
import type { Preview } from '@storybook/react-vite'

/** Every story renders inside ThemeRoot; the toolbar switches light and dark. */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme mode of the kit',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
  decorators: [
    (Story, context) => (
      <ThemeRoot
        mode={(context.globals.theme as ThemeMode | undefined) ?? 'light'}
        dir={context.parameters.dir === 'rtl' ? 'rtl' : 'ltr'}
      >
        <main
          style={{
            display: 'block',
            minHeight: '100vh',
            padding: 16,
            background: 'var(--ak-color-bg)',
            color: 'var(--ak-color-fg)',
          }}
        >
          <Story />
        </main>
      </ThemeRoot>
    ),
  ],
}

export default preview
