import { Button, Dialog, Header, ViewTransition, WalletListItem } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { sampleMessages, sampleWallets } from './sampleMessages'

const meta: Meta<typeof ViewTransition> = {
  title: 'Components/ViewTransition',
  component: ViewTransition,
}
export default meta
type Story = StoryObj<typeof ViewTransition>

function Views({ initial }: { initial: 'Connect' | 'AllWallets' }) {
  const [view, setView] = useState(initial)
  return (
    <Dialog open onClose={() => {}}>
      <Header
        title={view === 'Connect' ? 'Connect wallet' : 'All wallets'}
        messages={sampleMessages.header}
        onClose={() => {}}
        {...(view === 'AllWallets' ? { onBack: () => setView('Connect') } : {})}
      />
      <ViewTransition viewKey={view}>
        <div style={{ padding: '0 16px', display: 'grid', gap: 8 }}>
          {view === 'Connect' ? (
            <Button fullWidth onClick={() => setView('AllWallets')}>
              Show all wallets
            </Button>
          ) : (
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)' }}>
              {sampleWallets(12).map((wallet) => (
                <WalletListItem
                  key={wallet.id}
                  wallet={wallet}
                  tagMessages={sampleMessages.walletTags}
                  onSelect={() => {}}
                />
              ))}
            </div>
          )}
        </div>
      </ViewTransition>
    </Dialog>
  )
}

/** A new view fades in (150 ms) and the modal's height follows its content (150 ms). */
export const SwitchingViews: Story = { render: () => <Views initial="Connect" /> }
export const AllStates: Story = { render: () => <Views initial="AllWallets" /> }
