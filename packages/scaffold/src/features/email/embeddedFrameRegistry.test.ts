import type { AppKitCore } from '@appkit/core/internal'
import { proxy } from 'valtio'
import { describe, expect, it } from 'vitest'
import { buttons } from '../../i18n/en/buttons'
import { loadCatalogue } from '../../i18n/loadCatalogue'
import type { ShippedLocale } from '../../i18n/shippedLocales'
import { applyCatalogue, createTranslate } from '../../i18n/translate'
import { registerEmbeddedFrame, speakEmbeddedFrame } from './embeddedFrameRegistry'

// The frame element as getEmbeddedWallet adds it (hidden); what is sent to it is recorded (the
// real frame is apps/secure, which its own tests and the demo's e2e drive).
function addFrame() {
  const core = {} as AppKitCore
  const element = document.createElement('iframe')
  element.setAttribute('aria-hidden', 'true')
  const sent: { type: string; payload?: unknown }[] = []
  registerEmbeddedFrame(core, {
    element,
    request: async (type, payload) => {
      sent.push({ type, payload })
      return {}
    },
  })
  return { core, element, sent }
}

async function translateIn(locale: ShippedLocale) {
  const t = createTranslate({ buttons })
  if (locale !== 'en') applyCatalogue(t, await loadCatalogue(locale))
  return t
}

const titles: Record<ShippedLocale, string> = {
  en: 'Embedded wallet',
  es: 'Billetera integrada',
  fr: 'Portefeuille intégré',
  de: 'Eingebettete Wallet',
  ja: '埋め込みウォレット',
  ar: 'المحفظة المضمّنة',
}

describe('the embedded wallet frame on the page', () => {
  it.each(Object.entries(titles) as [ShippedLocale, string][])(
    "'Every visitor-visible string goes through the message catalogue': in %s its title is %s, and the frame is told the locale",
    async (locale, title) => {
      const { core, element, sent } = addFrame()
      speakEmbeddedFrame(core, { t: await translateIn(locale), lifecycle: proxy({ locale }) })
      expect(element.title).toBe(title)
      expect(sent).toEqual([{ type: 'SYNC_LOCALE', payload: { locale } }])
    },
  )

  it('follows the locale when its translation loads after the frame was added (a login restored at start)', async () => {
    const { core, element, sent } = addFrame()
    const t = createTranslate({ buttons })
    const lifecycle = proxy({ locale: 'en' })
    speakEmbeddedFrame(core, { t, lifecycle })
    expect(element.title).toBe('Embedded wallet')
    // What createAppKit does once the Arabic catalogue's chunk arrives.
    applyCatalogue(t, await loadCatalogue('ar'))
    lifecycle.locale = 'ar'
    await expect.poll(() => element.title).toBe('المحفظة المضمّنة')
    expect(sent.map((message) => message.payload)).toEqual([{ locale: 'en' }, { locale: 'ar' }])
  })
})
