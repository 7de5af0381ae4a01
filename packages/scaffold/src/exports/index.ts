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
export type { AppKitMetadata, CreateAppKitOptions } from '../client/CreateAppKitOptions'
export { createAppKit } from '../client/createAppKit'
export { type FeaturePanel, featurePanels, hasFeaturePanel } from '../features/featurePanels'
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
  type AppKitThemeMode,
  type AppKitThemeVariables,
  toUiThemeVariables,
} from '../theme/toUiThemeVariables'
