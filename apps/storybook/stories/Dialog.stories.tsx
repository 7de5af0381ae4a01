import { Button, Dialog, Header, WalletListItem } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { sampleMessages, sampleWallets } from './sampleMessages'

const meta: Meta<typeof Dialog> = { title: 'Components/Dialog', component: Dialog }
export default meta
type Story = StoryObj<typeof Dialog>

function ConnectContent({ onClose }: { onClose: () => void }) {
  return (
    <>
      <Header
        title="Connect wallet"
        messages={sampleMessages.header}
        onClose={onClose}
        onHelp={() => {}}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', padding: '0 12px' }}>
        {sampleWallets(3).map((wallet) => (
          <WalletListItem
            key={wallet.id}
            wallet={wallet}
            tagMessages={sampleMessages.walletTags}
            onSelect={() => {}}
          />
        ))}
      </div>
    </>
  )
}

/** Opens from a button; Escape, the overlay or Close shut it and focus returns to the button. */
function OpenCloseHarness({ shake = false }: { shake?: boolean }) {
  const [open, setOpen] = useState(false)
  const [shaking, setShaking] = useState(false)
  const [lastReason, setLastReason] = useState('none')
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <p data-testid="close-reason">Last close: {lastReason}</p>
      <Dialog
        open={open}
        shake={shaking}
        onShakeEnd={() => setShaking(false)}
        onClose={(reason) => {
          setLastReason(reason)
          setOpen(false)
        }}
      >
        <ConnectContent onClose={() => setOpen(false)} />
        {shake ? (
          <div style={{ padding: '0 16px' }}>
            <Button variant="secondary" onClick={() => setShaking(true)}>
              Shake
            </Button>
          </div>
        ) : null}
      </Dialog>
    </div>
  )
}

export const Open: Story = {
  render: () => (
    <Dialog open onClose={() => {}}>
      <ConnectContent onClose={() => {}} />
    </Dialog>
  ),
}

export const OpensAndRestoresFocus: Story = { render: () => <OpenCloseHarness /> }

export const Shakes: Story = { render: () => <OpenCloseHarness shake /> }

export const WithBackButton: Story = {
  render: () => (
    <Dialog open onClose={() => {}}>
      <Header
        title="All wallets"
        messages={sampleMessages.header}
        onBack={() => {}}
        onClose={() => {}}
      />
      <p style={{ padding: '0 16px' }}>Choose a wallet to continue.</p>
    </Dialog>
  ),
}

export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  render: () => (
    <Dialog open onClose={() => {}}>
      <Header
        title="ربط المحفظة"
        messages={{ back: 'رجوع', close: 'إغلاق', help: 'مساعدة' }}
        onBack={() => {}}
        onClose={() => {}}
      />
      <p style={{ padding: '0 16px' }}>اختر محفظة للمتابعة.</p>
    </Dialog>
  ),
}

export const AllStates: Story = {
  render: () => (
    <Dialog open shake onClose={() => {}}>
      <Header
        title="Connect wallet"
        messages={sampleMessages.header}
        onBack={() => {}}
        onClose={() => {}}
      />
      <div style={{ padding: '0 16px', display: 'grid', gap: 8 }}>
        <Button fullWidth>Primary</Button>
        <Button fullWidth variant="secondary" loadingLabel="Connecting">
          Loading
        </Button>
      </div>
    </Dialog>
  ),
}
