import { QrCode } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImage, sampleMessages } from './sampleMessages'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

const meta: Meta<typeof QrCode> = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { value: uri, label: 'QR code to scan with your phone' },
}
export default meta
type Story = StoryObj<typeof QrCode>

export const Plain: Story = {}
export const WithWalletLogo: Story = {
  args: { logo: { name: 'Rainbow', imageUrl: sampleImage('#1b4f9c', 'R') } },
}
export const WithCopyLink: Story = { args: { copy: { messages: sampleMessages.copy } } }
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <QrCode {...args} size={200} />
      <QrCode
        {...args}
        size={200}
        logo={{ name: 'Trust Wallet' }}
        copy={{ messages: sampleMessages.copy }}
      />
    </div>
  ),
}
