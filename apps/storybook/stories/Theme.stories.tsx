import { Button, Dialog, Header, ThemeRoot, Toast } from '@appkit/ui'
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
