import { AlertBar, Toast } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof Toast> = { title: 'Components/Toast', component: Toast }
export default meta
type Story = StoryObj<typeof Toast>

export const Loading: Story = { args: { variant: 'loading', message: 'Authenticating...' } }
export const Success: Story = { args: { variant: 'success', message: 'Address copied' } }
export const ErrorToast: Story = { args: { variant: 'error', message: 'Error signing message' } }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Toast variant="loading" message="Authenticating..." />
      <Toast variant="success" message="Address copied" />
      <Toast variant="error" message="Failed to fetch transactions" />
      <AlertBar variant="info" message="Multi-Wallet Not Enabled" />
    </div>
  ),
}
