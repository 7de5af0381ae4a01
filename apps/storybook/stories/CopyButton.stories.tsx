import { CopyButton } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleMessages } from './sampleMessages'

const meta: Meta<typeof CopyButton> = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: {
    value: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    messages: sampleMessages.copyAddress,
  },
}
export default meta
type Story = StoryObj<typeof CopyButton>

export const Copies: Story = {}
export const ClipboardRefused: Story = {
  args: { writeText: () => Promise.reject(new Error('denied')) },
}
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <CopyButton {...args} />
      <CopyButton {...args} messages={sampleMessages.copy} />
    </div>
  ),
}
