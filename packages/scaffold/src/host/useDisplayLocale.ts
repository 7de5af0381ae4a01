import { proxy, useSnapshot } from 'valtio'
import { displayLocale } from '../i18n/displayLocale'
import { useModalContext } from './ModalContext'

/** The language of a view rendered with no instance (bare view tests, stories). */
const noInstance = proxy({ locale: 'en' })

/** The locale a view formats dates in, re-rendering when the modal's language loads. */
export function useDisplayLocale(): string {
  const { appKit } = useModalContext()
  const { locale } = useSnapshot(appKit?.lifecycle ?? noInstance)
  return displayLocale(appKit?.options.locale, locale)
}
