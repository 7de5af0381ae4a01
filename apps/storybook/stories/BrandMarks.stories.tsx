import {
  AppleMark,
  DiscordMark,
  EmailMark,
  FacebookMark,
  FarcasterMark,
  GitHubMark,
  GoogleMark,
  WalletConnectMark,
  XMark,
} from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof GoogleMark> = { title: 'Components/BrandMarks', component: GoogleMark }
export default meta
type Story = StoryObj<typeof GoogleMark>

const marks = [
  ['Google', GoogleMark],
  ['X', XMark],
  ['Farcaster', FarcasterMark],
  ['Discord', DiscordMark],
  ['Apple', AppleMark],
  ['GitHub', GitHubMark],
  ['Facebook', FacebookMark],
  ['WalletConnect', WalletConnectMark],
  ['Email', EmailMark],
] as const

/** Each mark named, as an image on its own. */
export const Labelled: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: 'var(--ak-color-fg)' }}>
      {marks.map(([name, Mark]) => (
        <Mark key={name} size={32} label={name} />
      ))}
    </div>
  ),
}

/** Decorative marks inside buttons that carry the name, as the Connect view uses them. */
export const InButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {marks.map(([name, Mark]) => (
        <button
          key={name}
          type="button"
          aria-label={`Continue with ${name}`}
          style={{
            width: 48,
            height: 40,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 12,
            border: '1px solid var(--ak-color-border)',
            background: 'var(--ak-color-surface)',
            color: 'var(--ak-color-fg)',
          }}
        >
          <Mark />
        </button>
      ))}
    </div>
  ),
}
