import { describe, expect, it } from 'vitest'
import { readVisitorPlatform } from './readVisitorPlatform'

const iphoneTelegram =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const androidTelegram =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Telegram-Android/11.2.3'
const macSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

describe('readVisitorPlatform', () => {
  it("finds Telegram's in-app browser by its bridge object or its user agent", () => {
    expect(readVisitorPlatform({ TelegramWebviewProxy: {} }, iphoneTelegram)).toMatchObject({
      os: 'ios',
      telegram: true,
    })
    expect(readVisitorPlatform({}, androidTelegram)).toMatchObject({
      os: 'android',
      telegram: true,
    })
    expect(readVisitorPlatform({ Telegram: { WebApp: {} } }, macSafari)).toMatchObject({
      os: 'mac',
      telegram: true,
    })
  })

  it('is not Telegram in a plain browser, and reads the IANA time zone', () => {
    const platform = readVisitorPlatform({}, macSafari)
    expect(platform.telegram).toBe(false)
    expect(platform.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(readVisitorPlatform({}, 'curl/8').os).toBe('other')
  })
})
