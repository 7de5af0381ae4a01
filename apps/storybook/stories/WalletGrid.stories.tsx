import { SearchInput, WalletGrid } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { sampleMessages, sampleWallets } from './sampleMessages'

const meta: Meta<typeof WalletGrid> = {
  title: 'Components/WalletGrid',
  component: WalletGrid,
  args: { label: 'All wallets', tagMessages: sampleMessages.walletTags, onSelect: () => {} },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof WalletGrid>

function Selectable({ count }: { count: number }) {
  const [selected, setSelected] = useState('none')
  return (
    <>
      <WalletGrid
        wallets={sampleWallets(count)}
        label="All wallets"
        tagMessages={sampleMessages.walletTags}
        onSelect={setSelected}
      />
      <p data-testid="selected-wallet">Selected: {selected}</p>
    </>
  )
}

/** 600 wallets; only the rows in view are rendered. Arrow keys, Home, End and PageDown move. */
export const SixHundredWallets: Story = { render: () => <Selectable count={600} /> }
export const FewWallets: Story = { args: { wallets: sampleWallets(6) } }
export const Empty: Story = { args: { wallets: [] } }
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { wallets: sampleWallets(12) },
}

function Searchable() {
  const [query, setQuery] = useState('')
  const wallets = sampleWallets(600).filter((w) =>
    w.name.toLowerCase().includes(query.toLowerCase()),
  )
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <SearchInput value={query} onChange={setQuery} messages={sampleMessages.search} />
      <WalletGrid
        wallets={wallets}
        label="All wallets"
        tagMessages={sampleMessages.walletTags}
        onSelect={() => {}}
        height={312}
      />
    </div>
  )
}
export const FilteredBySearch: Story = { render: () => <Searchable /> }
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <WalletGrid {...args} wallets={sampleWallets(8)} height={208} />
      <WalletGrid {...args} label="No wallets" wallets={[]} height={104} />
    </div>
  ),
}
