import {
  AlertBar,
  Button,
  Checkbox,
  Chip,
  Dialog,
  Header,
  Link,
  type ThemeMode,
  ThemeRoot,
  Toast,
} from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleMessages } from './sampleMessages'

const meta: Meta = { title: 'Foundations/Theme' }
export default meta
type Story = StoryObj

function Sample() {
  return (
    <div
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'center',
        padding: 12,
        background: 'var(--ak-color-bg)',
      }}
    >
      <Button>Connect</Button>
      <Button variant="secondary">Cancel</Button>
      <Toast variant="success" message="Copied" />
    </div>
  )
}

/** themeVariables: accent, font family, font size master, border radius master. */
export const ThemeVariables: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ThemeRoot
        mode="light"
        themeVariables={{ '--ak-accent': '#8a2be2', '--ak-border-radius-master': '1px' }}
      >
        <Sample />
      </ThemeRoot>
      <ThemeRoot
        mode="dark"
        themeVariables={{ '--ak-font-family': 'Georgia, serif', '--ak-font-size-master': '11px' }}
      >
        <Sample />
      </ThemeRoot>
    </div>
  ),
}

export const ZIndexOverride: Story = {
  render: () => (
    <ThemeRoot mode="light" themeVariables={{ '--ak-z-index': 5000 }}>
      <Dialog open onClose={() => {}}>
        <Header title="z-index 5000" messages={sampleMessages.header} onClose={() => {}} />
      </Dialog>
    </ThemeRoot>
  ),
}

/**
 * Host accents that are too light (#ffff00) and too dark (#1a1a6e) for the theme's own text on
 * them: the kit picks the text colour on the accent and adjusts accent text, so axe stays clean.
 */
export const HostAccents: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {['#ffff00', '#1a1a6e'].map((accent) => (
        <ThemeRoot
          key={accent}
          mode={(globals.theme as ThemeMode | undefined) ?? 'light'}
          themeVariables={{ '--ak-accent': accent }}
        >
          <div
            style={{
              display: 'grid',
              gap: 8,
              padding: 12,
              justifyItems: 'start',
              background: 'var(--ak-color-bg)',
            }}
          >
            <Button>Connect {accent}</Button>
            <Chip onClick={() => {}} selected>
              Selected {accent}
            </Chip>
            <Link href="https://example.org/terms">Terms {accent}</Link>
            <Checkbox checked onChange={() => {}}>
              Agreed {accent}
            </Checkbox>
            <AlertBar variant="info" message={`Info ${accent}`} />
          </div>
        </ThemeRoot>
      ))}
    </div>
  ),
}
