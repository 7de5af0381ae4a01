import { AlertBar } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof AlertBar> = { title: 'Components/AlertBar', component: AlertBar }
export default meta
type Story = StoryObj<typeof AlertBar>

export const Info: Story = { args: { variant: 'info', message: 'Multi-Wallet Not Enabled' } }
export const Dismissible: Story = {
  args: {
    variant: 'error',
    message: 'Action not allowed',
    closeLabel: 'Dismiss',
    onClose: () => {},
  },
}
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <AlertBar variant="info" message="Multi-Wallet Not Enabled" />
      <AlertBar variant="success" message="Network switched" />
      <AlertBar
        variant="warning"
        message="Unsupported network"
        closeLabel="Dismiss"
        onClose={() => {}}
      />
      <AlertBar
        variant="error"
        message="Action not allowed"
        closeLabel="Dismiss"
        onClose={() => {}}
      />
    </div>
  ),
}
