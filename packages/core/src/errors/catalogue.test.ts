import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError'
import * as caipErrors from './caipErrors'
import * as chainErrors from './chainErrors'
import * as connectionErrors from './connectionErrors'
import * as frameErrors from './frameErrors'
import * as nameErrors from './nameErrors'
import * as pairingErrors from './pairingErrors'
import * as sendErrors from './sendErrors'
import * as setupErrors from './setupErrors'
import * as siwxErrors from './siwxErrors'
import * as swapErrors from './swapErrors'
import * as throttleErrors from './throttleErrors'

// The SPEC §5/§8 texts, written out here so a changed message fails the test.
const fixedMessages: [new () => BaseError, string][] = [
  [connectionErrors.ModalClosedError, 'Modal closed'],
  [connectionErrors.ConnectionRejectedError, 'Connection rejected'],
  [connectionErrors.PopupClosedError, 'Popup closed'],
  [connectionErrors.FailedToConnectError, 'Failed to connect'],
  [connectionErrors.SocialConnectionFailedError, 'Failed to initiate social connection'],
  [connectionErrors.FarcasterConnectionFailedError, 'Failed to connect to farcaster'],
  [connectionErrors.AuthConnectorNotFoundError, 'No auth connector found'],
  [connectionErrors.NotConnectedToEmailOrSocialError, 'Not connected to email or social'],
  [connectionErrors.ConnectorNotFoundForConnectionError, 'No connector found for connection'],
  [connectionErrors.DisconnectFailedError, 'Failed to disconnect'],
  [connectionErrors.InvalidConnectionStatusError, 'Invalid connection status'],
  [
    connectionErrors.ConnectorChainsNotSupportedError,
    'The connector does not support any of the requested chains',
  ],
  [connectionErrors.MultiWalletNotEnabledError, 'Multi-Wallet Not Enabled'],
  [chainErrors.NetworkNotFoundError, 'Network not found'],
  [chainErrors.InvalidChainIdError, 'Invalid chainId'],
  [chainErrors.ChainNotSupportedError, 'Chain is not supported'],
  [chainErrors.ChainAdapterNotFoundError, 'Chain adapter not found'],
  [
    chainErrors.AdapterNamespaceRequiredError,
    'ChainController:addAdapter - adapter must have a namespace',
  ],
  [chainErrors.ChainRequiredForAccountDataError, 'Chain is required to update chain account data'],
  [chainErrors.ChainRequiredForAccountPropError, 'Chain is required to set account prop'],
  [chainErrors.GasPriceNetworkNotSupportedError, 'Network not supported for Gas Price'],
  [chainErrors.SwapsNetworkNotSupportedError, 'Network not supported for Swaps'],
  [chainErrors.TokenBalanceUnavailableError, 'Token Balance Unavailable'],
  [setupErrors.NoActiveCaipAddressError, 'No ActiveCaipAddress found'],
  [setupErrors.NoActiveCaipNetworkOrClientError, 'No ActiveCaipNetwork or client found'],
  [setupErrors.NoConnectionControllerClientError, 'No ConnectionController client found'],
  [
    setupErrors.TransactionsAccountRequiredError,
    "Transactions can't be fetched without an accountAddress",
  ],
  [setupErrors.AddressOrAuthConnectorNotFoundError, 'Address or auth connector not found'],
  [setupErrors.WalletConnectConnectorNotFoundError, 'WalletConnectConnector not found'],
  [setupErrors.NetworkControllerClientNotSetError, 'NetworkController client not set'],
  [setupErrors.ConnectionControllerClientNotSetError, 'ConnectionController client not set'],
  [setupErrors.CreateAppKitRequiredError, 'Please call createAppKit before using useAppKit hook'],
  [siwxErrors.SiwxNotEnabledError, 'SIWX is not enabled'],
  [siwxErrors.SiweAndSiwxConfiguredError, 'Cannot set both `siweConfig` and `siwx` options'],
  [sendErrors.SendAmountAndReceiverRequiredError, 'An amount and receiver address are required'],
  [sendErrors.SendTokenRequiredError, 'A token is required'],
  [frameErrors.SomethingWentWrongError, 'Something went wrong'],
  [frameErrors.FrameRequestError, 'An error occurred'],
  [frameErrors.EmailLoginDependencyError, 'Unable to load email login dependency'],
  [frameErrors.FrameLoadFailedError, 'Network Error - Could not load embedded wallet'],
  [frameErrors.FrameRequestTimeoutError, 'Embedded Wallet Request Timed Out'],
  [frameErrors.UnverifiedDomainError, 'Unverified Domain'],
  [swapErrors.SwapNotReadyError, 'A swap needs two tokens and an amount'],
  [pairingErrors.PendingAuthRequestNotFoundError, 'Could not find pending auth request with id'],
  [pairingErrors.SignatureVerificationFailedError, 'Signature verification failed'],
  [pairingErrors.RecordRecentlyDeletedError, 'Record was recently deleted'],
  [pairingErrors.SessionTopicNotFoundError, "session topic doesn't exist"],
  [pairingErrors.NamespaceNotConfiguredError, 'Namespace is not configured, call connect first'],
  [pairingErrors.ConnectBeforeRequestError, 'Please call connect() before request()'],
  [pairingErrors.SignClientNotInitializedError, 'Sign Client not initialized'],
  [pairingErrors.CallStatusNotApprovedError, 'Fetching call status not approved by the wallet'],
  [pairingErrors.RpcProviderForChainNotFoundError, 'JSON-RPC provider for chain not found'],
  [pairingErrors.NoRpcUrlForChainIdError, 'No RPC url provided for chainId'],
  [pairingErrors.UserOperationReceiptError, 'Failed to fetch user operation receipt with status'],
  [caipErrors.InvalidCaipAddressError, 'Invalid CAIP Address'],
  [nameErrors.NameSuggestionsError, 'Error fetching name suggestions'],
  [nameErrors.NamesForAddressError, 'Error fetching names for address'],
]

describe('SPEC §8 error catalogue', () => {
  it.each(fixedMessages)('%o has the exact spec message', (ErrorClass, message) => {
    const cause = new Error('underlying')
    const error = new (ErrorClass as new (p?: { cause?: unknown }) => BaseError)({ cause })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.name).toBe(ErrorClass.name)
    expect(error.cause).toBe(cause)
    expect(() => {
      throw new ErrorClass()
    }).toThrow(message)
  })

  it("'Failed to disconnect chains: ...' lists the failed chains", () => {
    const error = new connectionErrors.DisconnectChainsFailedError(['eip155', 'solana'])
    expect(error.shortMessage).toBe('Failed to disconnect chains: eip155, solana')
    expect(error.reasons).toEqual(['eip155', 'solana'])
  })

  it("'Unsupported chain namespace: ...' names the namespace", () => {
    expect(new chainErrors.UnsupportedChainNamespaceError('tron').shortMessage).toBe(
      'Unsupported chain namespace: tron',
    )
  })

  it("'Error resolving name' (prefers first reason's description)", () => {
    expect(new nameErrors.NameResolutionError().shortMessage).toBe('Error resolving name')
    expect(
      new nameErrors.NameResolutionError({
        reasons: [{ description: 'Name is taken' }, { description: 'second' }],
      }).shortMessage,
    ).toBe('Name is taken')
    expect(new nameErrors.NameResolutionError({ reasons: [{}] }).shortMessage).toBe(
      'Error resolving name',
    )
  })

  it("'Error registering name {name}'", () => {
    const error = new nameErrors.NameRegistrationError('alice.reown.id')
    expect(error.shortMessage).toBe('Error registering name alice.reown.id')
    expect(error.accountName).toBe('alice.reown.id')
  })

  it("'Please try again after {n} seconds' (n remaining, rounded up)", () => {
    expect(new throttleErrors.CooldownActiveError(12_001).shortMessage).toBe(
      'Please try again after 13 seconds',
    )
    expect(new throttleErrors.CooldownActiveError(12_000).seconds).toBe(12)
    expect(new throttleErrors.CooldownActiveError(1).seconds).toBe(1)
    expect(new throttleErrors.RateLimitedError(500).retryAfterMs).toBe(500)
  })

  it("CAIP errors 'Invalid CAIP-10 address: {value}', 'Invalid CAIP-2 network id: {value}'", () => {
    expect(new caipErrors.InvalidCaip10AddressError('eip155:1:0xzz').shortMessage).toBe(
      'Invalid CAIP-10 address: eip155:1:0xzz',
    )
    expect(new caipErrors.InvalidCaip2NetworkIdError('eip155').shortMessage).toBe(
      'Invalid CAIP-2 network id: eip155',
    )
    expect(new caipErrors.InvalidCaip2NetworkIdError('x').value).toBe('x')
  })
})
