import { Button, Dialog, Header, ThemeRoot, WalletListItem } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { sampleMessages, sampleWallets } from './sampleMessages'

const meta: Meta = { title: 'Foundations/Isolation' }
export default meta
type Story = StoryObj

/** Mounts its own React root in an open shadow root, the way the scaffold mounts the modal. */
function ShadowMount({ mode }: { mode: 'light' | 'dark' }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = host.current
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    const container = document.createElement('div')
    shadow.append(container)
    const root = createRoot(container)
    root.render(
      <ThemeRoot mode={mode}>
        <Dialog open onClose={() => {}}>
          <Header
            title="Connect wallet"
            messages={sampleMessages.header}
            onClose={() => {}}
            onHelp={() => {}}
          />
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', padding: '0 12px' }}
          >
            {sampleWallets(3).map((wallet) => (
              <WalletListItem
                key={wallet.id}
                wallet={wallet}
                tagMessages={sampleMessages.walletTags}
                onSelect={() => {}}
              />
            ))}
          </div>
          <div style={{ padding: '8px 16px 0' }}>
            <Button fullWidth>Continue</Button>
          </div>
        </Dialog>
      </ThemeRoot>,
    )
    return () => {
      setTimeout(() => root.unmount())
      container.remove()
    }
  }, [mode])
  return <div ref={host} data-testid="shadow-host" />
}

/** The modal in a shadow root: host page CSS cannot reach it. */
export const DialogInShadowRoot: Story = {
  render: (_args, context) => (
    <>
      <button type="button" data-testid="host-page-button">
        A host page button
      </button>
      <ShadowMount mode={context.globals.theme === 'dark' ? 'dark' : 'light'} />
    </>
  ),
}
