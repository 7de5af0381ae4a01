import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestAppKit } from '../../testing/createTestAppKit'
import { getAxeViolations, renderInModal } from '../../testing/renderInModal'
import ConnectView from './ConnectView'

describe('the legal line on Connect (termsConditionsUrl, privacyPolicyUrl)', () => {
  it('links the terms and the privacy policy the dapp configured', async () => {
    const { appKit } = createTestAppKit({
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'https://dapp.example/privacy',
    })
    const { container } = renderInModal(<ConnectView />, appKit)
    const notice = screen.getByText(/By connecting your wallet, you agree to our/)
    expect(notice.textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy.',
    )
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://dapp.example/terms',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://dapp.example/privacy',
    )
    expect(await getAxeViolations(container)).toEqual([])
  })

  it('HOSTILE: a URL that is not https is shown as plain text, never linked; none configured shows nothing', () => {
    const { appKit } = createTestAppKit({ termsConditionsUrl: 'javascript:alert(1)' })
    const { unmount } = renderInModal(<ConnectView />, appKit)
    expect(screen.getByText(/you agree to our/).textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service.',
    )
    expect(screen.queryByRole('link')).toBeNull()
    unmount()
    renderInModal(<ConnectView />, createTestAppKit().appKit)
    expect(screen.queryByText(/you agree to our/)).toBeNull()
  })
})
