import type { StorybookConfig } from '@storybook/react-vite'

/** Storybook of @appkit/ui: built offline, telemetry off, every story axe-checked by the suite. */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
