import { getNameSuggestions, type NameSuggestion, reverseLookupNames } from '../api/namesApi'
import type { AppKitCore } from '../client/createAppKitCore'
import { isFeatureSupported } from '../constants/namespaceFeatures'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'
import { isValidAccountName } from './registerNameFlow'

/**
 * Names like `typed` that the name service offers (each with the deployment's suffix and whether
 * it is taken), asked only for a valid name (SPEC §5): an invalid one resolves to none without a
 * call, so the view can show the rule instead. Rejects 'Error fetching name suggestions'.
 *
 * @example
 * await suggestAccountNames(core, 'alice') // [{ name: 'alice.dapp.test', registered: true }, ...]
 */
export async function suggestAccountNames(
  core: AppKitCore,
  typed: string,
): Promise<NameSuggestion[]> {
  if (!isValidAccountName(typed)) return []
  const { suggestions } = await getNameSuggestions(core.api.blockchain, {
    name: typed.toLowerCase(),
  })
  return suggestions
}

/**
 * The names registered to the active EVM account, by reverse lookup (cached 5 min with its
 * timestamp, SPEC §7 and §9); none for other namespaces (names are EVM only, SPEC §6).
 * Rejects 'Error fetching names for address'.
 */
export async function getAccountNames(core: AppKitCore): Promise<string[]> {
  const address = getActiveAccount(core.chain)?.address
  const network = getActiveNetwork(core.chain)
  if (!address || !network || !isFeatureSupported('names', network)) return []
  const profiles = await reverseLookupNames(core.api.blockchain, { address, sender: address })
  return profiles.map((profile) => profile.name)
}

/** The label of a suggested name: what the visitor types, without the deployment's suffix. */
export function getNameLabel(name: string): string {
  const dot = name.indexOf('.')
  return dot === -1 ? name : name.slice(0, dot)
}
