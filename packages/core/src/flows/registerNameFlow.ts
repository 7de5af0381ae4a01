import { ref } from 'valtio'
import { createRegistrationMessage, forgetCachedNames, registerName } from '../api/namesApi'
import { formatCaipAddress } from '../caip/caipAddressParts'
import type { AppKitCore } from '../client/createAppKitCore'
import {
  ACCOUNT_NAME_MIN_LENGTH,
  ACCOUNT_NAME_PATTERN,
  MAX_REGISTRATION_CHAIN_ID,
} from '../constants/limitConstants'
import { showAlert } from '../controllers/alerts/alerts'
import { setAccountProp } from '../controllers/chain/account'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'
import { trackEvent } from '../controllers/events/events'
import { setModalLoading } from '../controllers/modal/modal'
import { pushTransactionStack, replace } from '../controllers/router/router'
import type { TransactionAction } from '../controllers/router/views'
import { InvalidChainIdError, NetworkNotFoundError } from '../errors/chainErrors'
import { NameRegistrationError } from '../errors/nameErrors'
import { UserRejectedRequestError } from '../errors/providerErrors'
import { AddressOrAuthConnectorNotFoundError } from '../errors/setupErrors'
import { errorMessage, isSmartAccount } from './eventProperties'
import { eventsContext } from './eventsContext'
import { reportFlowError } from './reportFlowError'

/**
 * True for a valid account name: at least 4 characters, letters, digits, hyphens only (SPEC §5).
 * ASCII only: a look-alike (a Cyrillic а, a Kelvin sign) is no letter here.
 */
export function isValidAccountName(name: string): boolean {
  return name.length >= ACCOUNT_NAME_MIN_LENGTH && ACCOUNT_NAME_PATTERN.test(name)
}

/** The ENSIP-11 coin type of an EVM chain ('Invalid chainId' at or above 2147483648). */
export function getCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= MAX_REGISTRATION_CHAIN_ID)
    throw new InvalidChainIdError({ details: String(chainId) })
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}

/**
 * Registers `name` for the connected embedded-wallet account: loading set, user signs,
 * loading cleared, registration call. Success stores the profile name and shows
 * RegisterAccountNameSuccess; failure restores RegisterAccountName and throws (SPEC §4).
 * Needs an active network ('Network not found', with the Network Not Found alert) and an
 * address plus auth connector ('Address or auth connector not found'). Cancelling the step
 * (popTransactionStack) while the wallet is asked returns to RegisterAccountName at once; the
 * late signature is then dropped and the call rejects as a user rejection. The name is checked
 * (SPEC §5) before anything else and signed in lower case; the profile name stored is the one the
 * service registered (with the deployment's suffix), and the cached identity and reverse lookups
 * of the address are dropped so Account shows it at once.
 */
export async function registerAccountName(core: AppKitCore, typed: string): Promise<void> {
  if (!isValidAccountName(typed))
    throw new NameRegistrationError(typed, {
      details: 'A name needs at least 4 characters: letters, digits and hyphens only',
    })
  // Checked as typed (ASCII only), then lower-cased: the service refuses capitals in what is signed.
  const name = typed.toLowerCase()
  const network = getActiveNetwork(core.chain)
  if (!network) {
    showAlert(core.alerts, 'NETWORK_NOT_FOUND')
    throw new NetworkNotFoundError()
  }
  const coinType = getCoinType(Number(network.id))
  const account = getActiveAccount(core.chain)
  const authConnector = core.connectors.connectors.find((c) => c.type === 'AUTH')
  if (!account?.address || !authConnector) throw new AddressOrAuthConnectorNotFoundError()
  const address = account.address
  const events = eventsContext(core)
  const properties = { isSmartAccount: isSmartAccount(core), ensName: name }
  trackEvent(events, { event: 'REGISTER_NAME_INITIATED', properties })
  let cancelled = false
  const step: TransactionAction = {
    onCancel: () => {
      cancelled = true
      setModalLoading(core.modal, false)
      replace(core.router, 'RegisterAccountName')
    },
    onSuccess: () => replace(core.router, 'RegisterAccountNameSuccess'),
  }
  // Only this flow's own step is taken off the stack (a cancel already took it).
  const popOwnStep = () => {
    const index = core.router.transactionStack.lastIndexOf(step)
    if (index >= 0) core.router.transactionStack.splice(index, 1)
  }
  // ref: the stack keeps this very object (not a proxy of it), so it can be found again.
  pushTransactionStack(core.router, ref(step))
  try {
    setModalLoading(core.modal, true)
    const message = createRegistrationMessage(name, core.services.clock.now())
    const signature = await getAdapter(core.chain, network.chainNamespace).signMessage({
      message,
      caipAddress: formatCaipAddress(network.caipNetworkId, address),
    })
    // Cancelled while the wallet was asked: the late signature is not used.
    if (cancelled) throw new UserRejectedRequestError()
    setModalLoading(core.modal, false)
    const registered = await registerName(core.api.blockchain, {
      name,
      coinType,
      address,
      message,
      signature,
    })
    forgetCachedNames(core.api.blockchain, address)
    setAccountProp(core.chain, 'profileName', registered.name ?? name, network.chainNamespace)
    popOwnStep()
    trackEvent(events, { event: 'REGISTER_NAME_SUCCESS', properties })
    replace(core.router, 'RegisterAccountNameSuccess')
  } catch (error) {
    trackEvent(events, {
      event: 'REGISTER_NAME_ERROR',
      properties: { ...properties, error: errorMessage(error) },
    })
    if (!cancelled) {
      setModalLoading(core.modal, false)
      popOwnStep()
      replace(core.router, 'RegisterAccountName')
      void reportFlowError(core, error, { event: 'REGISTER_NAME_ERROR' })
    }
    throw error
  }
}
