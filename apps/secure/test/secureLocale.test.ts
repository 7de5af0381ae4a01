import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { deviceEmail } from '../src/devices/deviceEmail'
import {
  renderDeviceApproved,
  renderDeviceInvalid,
  renderDevicePage,
} from '../src/devices/devicePage'
import { emailChangeMail } from '../src/emailChange/emailChangeMail'
import { translateFrame } from '../src/frame/approval/translateFrame'
import { SECURE_EN } from '../src/i18n/en'
import { SECURE_CATALOGUES } from '../src/i18n/secureCatalogues'
import { pickSecureLocale, readSecureLocale, SECURE_LOCALES } from '../src/i18n/secureLocales'
import { renderAuthorizePage } from '../src/oidc/renderAuthorizePage'
import { loginEmail } from '../src/otp/loginEmail'
import { renderFramePage } from '../src/server/framePage'
import { renderSocialCallbackPage } from '../src/server/socialCallbackPage'
import { frameOn, readDeviceLink, startTestSecure } from './secureSite'

const secure = await startTestSecure(inject('devnet'))
afterAll(() => secure.stop())

const translations = SECURE_LOCALES.filter((locale) => locale !== 'en')

/** Words the languages borrow as they are (the same text as English). */
const sameAsEnglish: Record<string, readonly string[]> = {
  es: ['frame.label_token'],
  fr: ['frame.label_message', 'frame.label_primaryType'],
  de: ['frame.label_token'],
  ja: [],
  ar: [],
}

function entries(catalogue: object): [string, string][] {
  return Object.entries(catalogue).flatMap(([group, messages]) =>
    Object.entries(messages as Record<string, string>).map(([key, text]): [string, string] => [
      `${group}.${key}`,
      text,
    ]),
  )
}

const english = new Map(entries(SECURE_EN))

/**
 * The English catalogue's words as they would show in a page or e-mail: each message's parts
 * between placeholders that have a word of 4 letters or more (a borrowed short label like
 * 'Token' is checked by the catalogue test), HTML-escaped the way the pages write them.
 */
const englishFragments = [...english]
  .filter(([key]) => !Object.values(sameAsEnglish).some((keys) => keys.includes(key)))
  .flatMap(([, text]) => text.split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => /[A-Za-z]{4}/.test(part))

function englishLeftIn(rendered: string): string[] {
  const escaped = rendered.replaceAll('&#39;', "'")
  // As whole words: 'Domaine' does not leave 'Domain' behind.
  return englishFragments.filter((fragment) =>
    new RegExp(`(?<!\\p{L})${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(
      escaped,
    ),
  )
}

const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()

describe("apps/secure's catalogues (issue 16: the pages apps/secure serves follow the modal's locale)", () => {
  it("ships the modal's languages: the same list as packages/scaffold's shippedLocales", () => {
    const scaffold = readFileSync(
      new URL('../../../packages/scaffold/src/i18n/shippedLocales.ts', import.meta.url),
      'utf8',
    )
    const list = /shippedLocales = \[([^\]]*)\]/.exec(scaffold)?.[1] ?? ''
    expect([...list.matchAll(/'([a-z]{2})'/g)].map((match) => match[1])).toEqual([
      ...SECURE_LOCALES,
    ])
  })

  it.each(translations)(
    '%s has every English key and placeholder, every message translated',
    (locale) => {
      const catalogue = SECURE_CATALOGUES[locale]
      expect(entries(catalogue).map(([key]) => key)).toEqual([...english.keys()])
      for (const [key, text] of entries(catalogue)) {
        expect({ key, placeholders: placeholders(text) }).toEqual({
          key,
          placeholders: placeholders(english.get(key) ?? ''),
        })
        expect(text.trim()).not.toBe('')
      }
      const same = entries(catalogue)
        .filter(([key, text]) => text === english.get(key))
        .map(([key]) => key)
      expect(same).toEqual(sameAsEnglish[locale])
    },
  )
})

describe('each e-mail and page in each language, with no English left', () => {
  const token = 'a'.repeat(64)
  const email = 'visitor@example.com'
  const link = `http://127.0.0.1:1/device?token=${token}`
  const chooser = (locale: string) =>
    renderAuthorizePage(new URLSearchParams({ ui_locales: locale }), ['dev-google-user'])

  it.each(translations)('%s', (locale) => {
    const mails = [
      loginEmail('123456', undefined, locale),
      deviceEmail(link, undefined, locale),
      emailChangeMail('current', '123456', undefined, locale),
      emailChangeMail('new', '123456', undefined, locale),
    ]
    for (const mail of mails) {
      expect(mail.language).toBe(locale)
      expect(englishLeftIn(`${mail.subject}\n${mail.text}`)).toEqual([])
    }
    const pages = [
      renderDevicePage(token, email, locale),
      renderDeviceApproved(email, locale),
      renderDeviceInvalid(locale),
      renderSocialCallbackPage({ allowedOrigins: [] }, locale),
      renderFramePage({ allowedOrigins: [] }, locale),
      chooser(locale),
    ]
    const dir = locale === 'ar' ? 'rtl' : 'ltr'
    for (const page of pages) {
      expect(page).toContain(`<html lang="${locale}" dir="${dir}"`)
      expect(englishLeftIn(page)).toEqual([])
    }
    // The frame's approval text: every key of its catalogue, none left in English.
    const t = translateFrame([locale])
    const frame = Object.keys(SECURE_EN.frame).map((key) =>
      t(key as keyof typeof SECURE_EN.frame, { origin: 'o', index: 1, count: 2 }),
    )
    expect(englishLeftIn(frame.join('\n'))).toEqual([])
  })

  it('English renders the English catalogue (the comparison above is not empty)', () => {
    expect(englishLeftIn(renderDevicePage(token, email, 'en')).length).toBeGreaterThan(1)
    expect(englishLeftIn(loginEmail('123456').text).length).toBeGreaterThan(1)
  })
})

describe('HOSTILE: a bad locale falls back to English and is never reflected', () => {
  it('reads only shipped languages, by their language part', () => {
    expect(readSecureLocale('fr-CA')).toBe('fr')
    expect(readSecureLocale('AR')).toBe('ar')
    for (const bad of ['pt-BR', '<script>', 'fr"><script>', 'x'.repeat(100), 42, {}, null, ''])
      expect(readSecureLocale(bad)).toBeUndefined()
    expect(pickSecureLocale(['zz', 'de-AT', 'fr'])).toBe('de')
    expect(pickSecureLocale(['"><img src=x>'])).toBe('en')
    expect(translateFrame(['<b>'])('approve')).toBe('Approve')
  })

  it('the chooser takes the first shipped language of ui_locales, else English', () => {
    const page = renderAuthorizePage(
      new URLSearchParams({ ui_locales: 'zz <script> ja fr', state: '"><script>' }),
      ['dev-google-user'],
    )
    expect(page).toContain('<html lang="ja" dir="ltr"')
    expect(page).not.toContain('<script>')
    expect(renderAuthorizePage(new URLSearchParams({ ui_locales: '"><script>' }), ['u'])).toContain(
      '<html lang="en" dir="ltr"',
    )
  })
})

describe('through the running site: the modal locale goes with the frame to the e-mails and pages', () => {
  it('SYNC_LOCALE fr: the code e-mail arrives in French (Content-Language fr); a hostile locale sends English', async () => {
    const frame = frameOn(secure)
    expect(await frame.request('SYNC_LOCALE', { locale: 'fr-FR' })).toMatchObject({
      type: 'SYNC_LOCALE_SUCCESS',
      payload: { locale: 'fr' },
    })
    await frame.request('CONNECT_EMAIL', { email: 'fr-visitor@example.com' })
    const mail = secure.smtpSink?.lastMessage('fr-visitor@example.com')
    expect(mail).toMatchObject({ language: 'fr' })
    expect(mail?.subject).toMatch(/^Votre code de connexion : \d{6}$/)
    expect(englishLeftIn(`${mail?.subject}\n${mail?.text}`)).toEqual([])

    const hostile = frameOn(secure)
    expect(
      await hostile.request('SYNC_LOCALE', { locale: '<img src=x onerror=alert(1)>' }),
    ).toMatchObject({ payload: { locale: 'en' } })
    await hostile.request('CONNECT_EMAIL', { email: 'hostile-locale@example.com' })
    const english = secure.smtpSink?.lastMessage('hostile-locale@example.com')
    expect(english).toMatchObject({ language: 'en' })
    expect(english?.subject).toMatch(/^Your login code: \d{6}$/)
  })

  it('the device link carries the e-mail’s language: its page is Arabic, right to left; a bad ?locale is English and not reflected', async () => {
    const email = 'ar-device@example.com'
    const laptop = frameOn(secure)
    await laptop.request('CONNECT_EMAIL', { email })
    const code = /\b(\d{6})\b/.exec(secure.smtpSink?.lastMessage(email)?.text ?? '')?.[1]
    await laptop.request('CONNECT_OTP', { otp: code })
    const phone = frameOn(secure)
    await phone.request('SYNC_LOCALE', { locale: 'ar' })
    // The 30 s rule of the login e-mail does not hold back the device e-mail.
    expect(await phone.request('CONNECT_EMAIL', { email })).toMatchObject({
      payload: { action: 'VERIFY_DEVICE' },
    })
    const mail = secure.smtpSink?.lastMessage(email)
    expect(mail).toMatchObject({ language: 'ar', subject: SECURE_CATALOGUES.ar.mail.deviceSubject })
    const link = readDeviceLink(secure, email)
    expect(link).toMatch(/&locale=ar$/)
    const page = await (await fetch(link)).text()
    expect(page).toContain('<html lang="ar" dir="rtl"')
    expect(page).toContain(SECURE_CATALOGUES.ar.device.approve)
    expect(englishLeftIn(page)).toEqual([])
    const bad = await (
      await fetch(link.replace('locale=ar', `locale=${encodeURIComponent('"><script>x</script>')}`))
    ).text()
    expect(bad).toContain('<html lang="en" dir="ltr"')
    expect(bad).not.toContain('<script>x')
  })

  it('the social popup: the chooser and the callback page speak the language of the sign-in', async () => {
    const frame = frameOn(secure)
    await frame.request('SYNC_LOCALE', { locale: 'ja' })
    const { payload } = await frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const uri = new URL((payload as { uri: string }).uri)
    expect(uri.searchParams.get('ui_locales')).toBe('ja')
    const chooser = await (await fetch(uri)).text()
    expect(chooser).toContain(SECURE_CATALOGUES.ja.pages.chooserHeading)
    expect(englishLeftIn(chooser)).toEqual([])
    const callback = await (
      await fetch(`${secure.url}/social/callback?state=${uri.searchParams.get('state')}&code=x`)
    ).text()
    expect(callback).toContain('<html lang="ja" dir="ltr"')
    expect(callback).toContain(SECURE_CATALOGUES.ja.pages.callbackStatus)
    // An unknown state: English.
    const unknown = await (await fetch(`${secure.url}/social/callback?state=nope`)).text()
    expect(unknown).toContain('<html lang="en" dir="ltr"')
  })
})
