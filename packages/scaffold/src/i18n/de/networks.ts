import { namespaceNames } from '../brandNames'
import type { CatalogueTopic } from '../CatalogueTopic'

/** The networks strings in German; the English file names their use. */
export const networks = {
  list: 'Netzwerke',
  active: 'Aktiv',
  unavailable: 'Mit der verbundenen Wallet nicht verfügbar',
  approveInWallet: 'In der Wallet bestätigen',
  switchingTo: 'Wechsel zu {name}',
  switchHint: 'Bestätige den Netzwerkwechsel in deiner Wallet.',
  switchDeclined: 'Wechsel abgelehnt',
  switchDeclinedHint: 'Die Wallet hat den Wechsel zu {name} abgelehnt.',
  chainNotSupported: 'Chain wird nicht unterstützt',
  chainNotSupportedHint: 'Deine Wallet konnte {name} nicht hinzufügen.',
  switchFailed: 'Wechsel fehlgeschlagen',
  switchFailedHint:
    'Ein Wechsel kann fehlschlagen, wenn die Wallet die Chain nicht unterstützt oder noch eine andere Anfrage offen ist.',
  noNetwork: 'Es wurde kein Netzwerk gewählt.',
  switchActiveChainText:
    'Die verbundene Wallet unterstützt {chain} nicht. Wechsle zu {chain}, um dafür eine Wallet zu verbinden.',
  switchActiveChainAction: 'Zu {chain} wechseln',
  unsupportedText:
    'Diese App unterstützt das aktuelle Netzwerk deiner Wallet nicht. Wechsle zu einem dieser Netzwerke, um fortzufahren.',
  disconnect: 'Trennen',
  disconnectFailed: 'Trennen fehlgeschlagen',
  ...namespaceNames,
} satisfies CatalogueTopic<'networks'>
