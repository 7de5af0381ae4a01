import {
  CooldownActiveError,
  FrameLoadFailedError,
  FrameRequestError,
  UnverifiedDomainError,
} from '@appkit/core'
import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/en/index'
import { createTranslate } from '../../i18n/translate'
import { getEmailErrorMessage } from './getEmailErrorMessage'

const t = createTranslate(en)
const text = (error: unknown) => {
  const { key, params } = getEmailErrorMessage(error)
  return t(key, params)
}

describe('e-mail login errors', () => {
  it('SPEC §5 "Please try again after {n} seconds", from the modal\'s cooldown or the secure site\'s', () => {
    expect(text(new CooldownActiveError(12_300))).toBe('Please try again after 13 seconds')
    expect(text(new FrameRequestError({ details: 'Please try again after 7 seconds' }))).toBe(
      'Please try again after 7 seconds',
    )
  })

  it("the secure site's lockout after too many guesses or code requests says why and for how long", () => {
    expect(
      text(
        new FrameRequestError({ details: 'Too many attempts. Please try again after 900 seconds' }),
      ),
    ).toBe('Too many attempts. Please try again after 900 seconds.')
  })

  it('a wrong or expired code, a frame that cannot load, and anything else, from the catalogue', () => {
    expect(text(new FrameRequestError({ details: 'Invalid code' }))).toBe(
      'That code is not right. Check the e-mail and try again.',
    )
    expect(text(new FrameRequestError({ details: 'Code expired' }))).toBe(
      'That code has expired. Ask for a new one.',
    )
    expect(text(new FrameLoadFailedError())).toBe('The e-mail wallet could not be loaded.')
    expect(text(new UnverifiedDomainError())).toBe('The e-mail wallet could not be loaded.')
    expect(text(new FrameRequestError({ details: 'constructor' }))).toBe(
      'E-mail login failed. Try again.',
    )
    expect(text(new Error('boom'))).toBe('E-mail login failed. Try again.')
  })
})

describe('device check and e-mail change errors', () => {
  it("the secure site's answers to an expired device link and a refused e-mail change, from the catalogue", () => {
    const cases: [string, string][] = [
      ['The device link expired', 'The link has expired. Ask for a new one.'],
      ['This e-mail is already in use', 'This e-mail is already in use.'],
      ['This is already the e-mail of this wallet', "This is already this wallet's e-mail."],
      ['No e-mail change is in progress', 'The change has expired. Start again.'],
      ['The e-mail could not be sent', 'The code could not be sent. Try again.'],
    ]
    for (const [details, shown] of cases)
      expect(text(new FrameRequestError({ details }))).toBe(shown)
  })
})
