import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import type { Platform } from '@appkit/core/internal'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestAppKit } from '../../testing/createTestAppKit'
import { renderInModal } from '../../testing/renderInModal'
import ConnectView from './ConnectView'

// Never fetched here: a social button only navigates; the frame loads in the socials panel.
const secureSiteUrl = 'http://127.0.0.1:4466'

/** Connect rendered for a visitor on `platform`, with four socials enabled. */
function renderConnect(platform: Partial<Platform>) {
  const test = createTestAppKit({
    secureSiteUrl,
    features: { socials: ['google', 'x', 'discord', 'facebook'] },
    services: {
      platform: { isMobile: false, url: 'http://127.0.0.1/', domain: '127.0.0.1', ...platform },
    },
  })
  test.evm.connectors.push({
    id: AUTH_CONNECTOR_ID,
    type: 'AUTH',
    name: 'Embedded wallet',
    chain: 'eip155',
  })
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  return renderInModal(<ConnectView />, test.appKit)
}

/** The providers of the social buttons on screen, in their order. */
const shownSocials = () =>
  screen
    .getAllByRole('button', { name: /^Continue with / })
    .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim())

describe('Connect view: social buttons inside Telegram', () => {
  it("SPEC §9 'On Telegram: google removed on iOS, x on Mac, facebook and x on Android' — the rendered Connect view drops them, and shows all outside Telegram", () => {
    const outside = renderConnect({ os: 'android' })
    expect(shownSocials()).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Facebook',
    ])
    outside.unmount()

    const android = renderConnect({ telegram: true, os: 'android' })
    expect(shownSocials()).toEqual(['Continue with Google', 'Continue with Discord'])
    android.unmount()

    const ios = renderConnect({ telegram: true, os: 'ios' })
    expect(shownSocials()).toEqual([
      'Continue with X',
      'Continue with Discord',
      'Continue with Facebook',
    ])
    ios.unmount()

    renderConnect({ telegram: true, os: 'mac' })
    expect(shownSocials()).toEqual([
      'Continue with Google',
      'Continue with Discord',
      'Continue with Facebook',
    ])
  })
})
