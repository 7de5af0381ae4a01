import { Tooltip } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof Tooltip> = { title: 'Components/Tooltip', component: Tooltip }
export default meta
type Story = StoryObj<typeof Tooltip>

function Trigger({ text }: { text: string }) {
  return (
    <Tooltip text={text}>
      {(describedBy) => (
        <button
          type="button"
          aria-describedby={describedBy}
          className="ak-button ak-button--secondary"
        >
          Copy
        </button>
      )}
    </Tooltip>
  )
}

/** Hover or focus the button to show the tooltip; Escape hides it. */
export const OnHoverAndFocus: Story = {
  render: () => (
    <div style={{ paddingTop: 48 }}>
      <Trigger text="Copies the address" />
    </div>
  ),
}
export const AllStates: Story = {
  render: () => (
    <div style={{ paddingTop: 48, display: 'flex', gap: 24 }}>
      <Trigger text="Copies the address" />
      <Trigger text="A longer description of what this does" />
    </div>
  ),
}
