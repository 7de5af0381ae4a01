import { describe, expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../adapter/EmbeddedWalletCapability'
import { getAccountDisplayName } from './getAccountDisplayName'

const auth = { profileName: undefined, connectorId: AUTH_CONNECTOR_ID, socialProvider: undefined }
const address = '0x00000000000000000000000000000000000000a1'

describe('getAccountDisplayName', () => {
  it('SPEC §5 "Display name: social username (trailing 0 removed for discord), else e-mail, cut to 27 characters plus an ellipsis when over 30": shown for the AUTH connector', () => {
    const email = 'a.very.long.name@example-company.com'
    expect(email.length).toBeGreaterThan(30)
    expect(getAccountDisplayName({ ...auth, user: { email, address, chainId: 1 } })).toBe(
      'a.very.long.name@example-co...',
    )
    expect(getAccountDisplayName({ ...auth, user: { email: 'c@x.io', address, chainId: 1 } })).toBe(
      'c@x.io',
    )
    const discord = {
      ...auth,
      socialProvider: 'discord',
      user: { userName: 'ann0', address, chainId: 1 },
    }
    expect(getAccountDisplayName(discord)).toBe('ann')
  })

  it('the registered profile name wins; another connector, or no user, shows the address (undefined)', () => {
    const user = { email: 'c@x.io', address, chainId: 1 }
    expect(getAccountDisplayName({ ...auth, profileName: 'carol.eth', user })).toBe('carol.eth')
    expect(getAccountDisplayName({ ...auth, connectorId: 'io.metamask', user })).toBeUndefined()
    expect(getAccountDisplayName({ ...auth, user: undefined })).toBeUndefined()
  })
})
