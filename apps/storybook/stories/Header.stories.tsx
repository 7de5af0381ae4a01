import { Header } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleMessages } from './sampleMessages'

const meta: Meta<typeof Header> = {
  title: 'Components/Header',
  component: Header,
  args: { title: 'Connect wallet', messages: sampleMessages.header },
}
export default meta
type Story = StoryObj<typeof Header>

export const TitleAndClose: Story = { args: { onClose: () => {} } }
export const WithBack: Story = {
  args: { title: 'All wallets', onBack: () => {}, onClose: () => {} },
}
export const WithHelp: Story = { args: { onHelp: () => {}, onClose: () => {} } }
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: {
    title: 'كل المحافظ',
    messages: { back: 'رجوع', close: 'إغلاق', help: 'مساعدة' },
    onBack: () => {},
    onClose: () => {},
  },
}
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <Header {...args} />
      <Header {...args} onClose={() => {}} />
      <Header {...args} onHelp={() => {}} onClose={() => {}} />
      <Header {...args} title="All wallets" onBack={() => {}} onClose={() => {}} />
    </div>
  ),
}
