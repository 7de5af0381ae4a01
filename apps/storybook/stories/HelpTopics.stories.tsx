import { Button, HelpTopics } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof HelpTopics> = { title: 'Components/HelpTopics', component: HelpTopics }
export default meta
type Story = StoryObj<typeof HelpTopics>

const walletTopics = [
  {
    title: 'One login for every app',
    text: 'Connect your wallet to sign in to apps, with no new password to remember.',
  },
  {
    title: 'A home for your assets',
    text: 'Keep, send and receive tokens and collectibles from one place.',
  },
  {
    title: 'Your key to a new web',
    text: 'Use apps that run on open networks, with accounts that belong to you.',
  },
]

export const WhatIsAWallet: Story = { args: { label: 'What is a wallet?', topics: walletTopics } }
export const WhatIsANetwork: Story = {
  args: {
    label: 'What is a network?',
    topics: [
      {
        title: 'The ground apps stand on',
        text: 'A network keeps the shared ledger that apps read from and write to.',
      },
      {
        title: 'Built for different uses',
        text: 'Networks differ in speed, fees and features, so apps pick the ones that suit them.',
      },
    ],
  },
}
/** As the modal shows it: the topics, then the view's action, 360px wide. */
export const InAView: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <HelpTopics label="What is a wallet?" topics={walletTopics} />
      <Button fullWidth>Get a wallet</Button>
    </div>
  ),
}
