import type { View } from '@appkit/core'
import { featurePanelTitles, isFeaturePanel } from '../features/featurePanels'
import type { MessageKey, Translate } from '../i18n/translate'

type TitleData =
  | {
      wallet?: { name?: string } | undefined
      network?: unknown
      [key: string]: unknown
    }
  | undefined

function readName(t: Translate, data: TitleData): string | undefined {
  const panel = data?.panel
  const panelTitle = isFeaturePanel(panel) ? featurePanelTitles[panel] : undefined
  if (panelTitle) return t(panelTitle)
  if (data?.wallet?.name) return data.wallet.name
  const network = data?.network as { name?: unknown } | undefined
  return typeof network?.name === 'string' ? network.name : undefined
}

/**
 * The header title of `view` from the `titles` namespace, its `{name}` filled with the wallet
 * or network of the router data, or the title of the feature panel it names.
 *
 * @example
 * getViewTitle(t, 'ConnectingExternal', { wallet: { name: 'Dev Wallet' } }) // 'Dev Wallet'
 */
export function getViewTitle(t: Translate, view: View, data: TitleData): string {
  return t(`titles.${view}` as MessageKey, { name: readName(t, data) ?? '' })
}
