import { WalletConnectMark, WalletImage, WalletListItem } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImage, sampleMessages } from './sampleMessages'

const meta: Meta<typeof WalletListItem> = {
  title: 'Components/WalletListItem',
  component: WalletListItem,
  args: { tagMessages: sampleMessages.walletTags, onSelect: () => {} },
  decorators: [
    (Story) => (
      <div style={{ width: 88 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof WalletListItem>

export const WithImage: Story = {
  args: { wallet: { id: 'r', name: 'Rainbow', imageUrl: sampleImage('#1b4f9c', 'R') } },
}
export const MonogramFallback: Story = { args: { wallet: { id: 'z', name: 'Zerion Wallet' } } }
export const BrokenImageFallsBack: Story = {
  args: { wallet: { id: 'b', name: 'Broken Wallet', imageUrl: 'data:image/png;base64,AAAA' } },
}
export const Installed: Story = {
  args: { wallet: { id: 'm', name: 'MetaMask', tag: 'installed' } },
}
export const Recent: Story = { args: { wallet: { id: 't', name: 'Trust Wallet', tag: 'recent' } } }
export const ViaQrCode: Story = { args: { wallet: { id: 'q', name: 'Ledger Live', tag: 'qr' } } }
export const AsRows: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <WalletListItem
        {...args}
        layout="row"
        wallet={{
          id: 'wc',
          name: 'WalletConnect',
          tag: 'qr',
          icon: <WalletConnectMark size={40} />,
        }}
      />
      <WalletListItem
        {...args}
        layout="row"
        wallet={{ id: 'm', name: 'MetaMask', tag: 'installed' }}
      />
      <WalletListItem
        {...args}
        layout="row"
        wallet={{ id: 'l', name: 'A wallet with a name far too long for one line', tag: 'recent' }}
      />
    </div>
  ),
}
export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 88px)', gap: 4 }}>
      <WalletListItem
        {...args}
        wallet={{ id: 'a', name: 'Rainbow', imageUrl: sampleImage('#1b4f9c', 'R') }}
      />
      <WalletListItem {...args} wallet={{ id: 'b', name: 'MetaMask', tag: 'installed' }} />
      <WalletListItem {...args} wallet={{ id: 'c', name: 'Trust Wallet', tag: 'recent' }} />
      <WalletListItem {...args} wallet={{ id: 'd', name: 'Ledger Live', tag: 'qr' }} />
      <WalletListItem {...args} wallet={{ id: 'e', name: 'A wallet with a very long name' }} />
      <WalletImage name="Network" size={40} shape="round" />
    </div>
  ),
}
