import { Tabs, TokenRow } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { sampleMessages } from './sampleMessages'

const meta: Meta<typeof Tabs> = { title: 'Components/Tabs', component: Tabs }
export default meta
type Story = StoryObj<typeof Tabs>

function AccountTabs({ initial = 'tokens' }: { initial?: string }) {
  const [selected, setSelected] = useState(initial)
  const m = sampleMessages.tabs
  return (
    <div style={{ maxWidth: 360 }}>
      <Tabs
        label={m.label}
        selectedId={selected}
        onSelect={setSelected}
        items={[
          {
            id: 'tokens',
            label: m.tokens,
            panel: <TokenRow name="Ether" symbol="ETH" quantity="0.512" value="$1,702.40" />,
          },
          { id: 'nfts', label: m.nfts, panel: <p>No NFTs yet</p> },
          { id: 'activity', label: m.activity, panel: <p>No activity yet</p> },
        ]}
      />
    </div>
  )
}

/** Left and Right move and select; Home and End jump. */
export const TokensNftsActivity: Story = { render: () => <AccountTabs /> }
export const RightToLeft: Story = { parameters: { dir: 'rtl' }, render: () => <AccountTabs /> }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <AccountTabs initial="tokens" />
      <AccountTabs initial="nfts" />
      <AccountTabs initial="activity" />
    </div>
  ),
}
