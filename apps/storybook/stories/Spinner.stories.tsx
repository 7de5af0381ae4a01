import { Spinner, Toast } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof Spinner> = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
}
export default meta
type Story = StoryObj<typeof Spinner>

export const Labelled: Story = {}
export const Large: Story = { args: { size: 40 } }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner label="Loading wallets" size={16} />
      <Spinner label="Loading wallets" />
      <Spinner label="Loading wallets" size={40} />
      <Toast variant="loading" message="Authenticating..." />
    </div>
  ),
}
