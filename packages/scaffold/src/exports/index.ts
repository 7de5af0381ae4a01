export type {
  AppKit,
  AppKitAccount,
  AppKitEventPayload,
  AppKitNetwork,
  AppKitState,
  AppKitTheme,
  AppKitWalletInfo,
  CaipAddress,
  CaipNetworkId,
  OpenOptions,
  Unsubscribe,
} from '../client/AppKit'
export type { AppKitSiweConfig } from '../client/AppKitSiweConfig'
export type { AppKitMetadata, CreateAppKitOptions } from '../client/CreateAppKitOptions'
export { createAppKit } from '../client/createAppKit'
export type { FetchBalanceResult } from '../client/fetchBalance'
export type { FetchWalletsParameters, WalletItem } from '../client/headlessWallets'
export type { UpdatableOptions } from '../client/optionsState'
export type { ModalPreload } from '../client/preloadModalWhenIdle'
export { type FeaturePanel, featurePanels, hasFeaturePanel } from '../features/featurePanels'
export type { PayRequest } from '../features/pay/PayRequest'
export {
  MissingAppKitError,
  ModalContext,
  type ModalContextValue,
  useModalContext,
} from '../host/ModalContext'
export { MODAL_HOST_TAG } from '../host/modalHostTag'
export { en, type MessageCatalogue } from '../i18n/en/index'
export type { MessageKey, MessageOverrides, MessageParams, Translate } from '../i18n/translate'
export {
  AppKitProvider,
  type AppKitProviderProps,
  useAppKitInstance,
} from '../react/AppKitProvider'
export { AccountButton, type AccountButtonProps } from '../react/buttons/AccountButton'
export { AppKitButton, type AppKitButtonProps } from '../react/buttons/AppKitButton'
export { ConnectButton, type ConnectButtonProps } from '../react/buttons/ConnectButton'
export { NetworkButton, type NetworkButtonProps } from '../react/buttons/NetworkButton'
export { type UseAppKitReturnType, useAppKit } from '../react/useAppKit'
export { type UseAppKitAccountParameters, useAppKitAccount } from '../react/useAppKitAccount'
export { type UseAppKitBalanceReturnType, useAppKitBalance } from '../react/useAppKitBalance'
export {
  type AppKitConnectionChange,
  type UseAppKitConnectionParameters,
  type UseAppKitConnectionReturnType,
  useAppKitConnection,
} from '../react/useAppKitConnection'
export {
  type AppKitConnection,
  type UseAppKitConnectionsReturnType,
  useAppKitConnections,
} from '../react/useAppKitConnections'
export { useAppKitEvents } from '../react/useAppKitEvents'
export { type UseAppKitNetworkReturnType, useAppKitNetwork } from '../react/useAppKitNetwork'
export { type UseAppKitProviderReturnType, useAppKitProvider } from '../react/useAppKitProvider'
export { type UseAppKitSiwxReturnType, useAppKitSiwx } from '../react/useAppKitSiwx'
export { useAppKitState } from '../react/useAppKitState'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../react/useAppKitTheme'
export {
  type UseAppKitWalletsReturnType,
  useAppKitWallets,
} from '../react/useAppKitWallets'
export { type UseDisconnectReturnType, useDisconnect } from '../react/useDisconnect'
export { useWalletInfo } from '../react/useWalletInfo'
export {
  type AppKitThemeMode,
  type AppKitThemeVariables,
  toUiThemeVariables,
} from '../theme/toUiThemeVariables'
