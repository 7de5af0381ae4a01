// theme: the token contract, the light and dark themes, themeVariables

// brand marks: inline SVG, one module each so a bundle keeps only those it uses
export { AppleMark } from '../brands/AppleMark'
export type { BrandMarkProps } from '../brands/BrandMark'
export { DiscordMark } from '../brands/DiscordMark'
export { EmailMark } from '../brands/EmailMark'
export { FacebookMark } from '../brands/FacebookMark'
export { FarcasterMark } from '../brands/FarcasterMark'
export { GitHubMark } from '../brands/GitHubMark'
export { GoogleMark } from '../brands/GoogleMark'
export { WalletConnectMark } from '../brands/WalletConnectMark'
export { XMark } from '../brands/XMark'
// components
export { AccountButton, type AccountButtonProps } from '../components/AccountButton/AccountButton'
export {
  type ActivityItem,
  ActivityList,
  type ActivityListProps,
} from '../components/ActivityList/ActivityList'
export {
  groupByMonth,
  type MonthGroup,
  type MonthItem,
} from '../components/ActivityList/groupByMonth'
export {
  AlertBar,
  type AlertBarProps,
  type AlertBarVariant,
} from '../components/AlertBar/AlertBar'
export {
  AmountInput,
  type AmountInputProps,
  sanitizeAmount,
} from '../components/AmountInput/AmountInput'
export { SwapInput, type SwapInputProps, type SwapSide } from '../components/AmountInput/SwapInput'
export { Avatar, type AvatarProps } from '../components/Avatar/Avatar'
export { getAvatarColors } from '../components/Avatar/getAvatarColors'
export { Banner, type BannerProps } from '../components/Banner/Banner'
export { Button, type ButtonProps, type ButtonVariant } from '../components/Button/Button'
export { IconButton, type IconButtonProps } from '../components/Button/IconButton'
export {
  isSafeLinkUrl,
  Link,
  type LinkProps,
  type SafeLinkOptions,
} from '../components/Button/Link'
export { Checkbox, type CheckboxProps } from '../components/Checkbox/Checkbox'
export { Chip, type ChipProps } from '../components/Chip/Chip'
export {
  CopyButton,
  type CopyButtonMessages,
  type CopyButtonProps,
  type WriteClipboardText,
  writeNavigatorClipboard,
} from '../components/CopyButton/CopyButton'
export { Dialog, type DialogCloseReason, type DialogProps } from '../components/Dialog/Dialog'
export { useDialogTitleId } from '../components/Dialog/DialogTitleContext'
export {
  EmailInput,
  type EmailInputMessages,
  type EmailInputProps,
} from '../components/EmailInput/EmailInput'
export { Header, type HeaderMessages, type HeaderProps } from '../components/Header/Header'
export {
  type HelpTopic,
  HelpTopics,
  type HelpTopicsProps,
} from '../components/HelpTopics/HelpTopics'
export {
  type NameSuggestionItem,
  NameSuggestionList,
  type NameSuggestionListProps,
} from '../components/NameSuggestionList/NameSuggestionList'
export { NetworkButton, type NetworkButtonProps } from '../components/NetworkButton/NetworkButton'
export { NetworkImage, type NetworkImageProps } from '../components/NetworkButton/NetworkImage'
export { NftCard, type NftCardProps } from '../components/NftCard/NftCard'
export {
  OtpInput,
  type OtpInputMessages,
  type OtpInputProps,
} from '../components/OtpInput/OtpInput'
export { getQrModulesPath, type QrModulesPath } from '../components/QrCode/getQrModulesPath'
export { QrCode, type QrCodeProps } from '../components/QrCode/QrCode'
export {
  SearchInput,
  type SearchInputMessages,
  type SearchInputProps,
} from '../components/SearchInput/SearchInput'
export { Skeleton, type SkeletonProps } from '../components/Skeleton/Skeleton'
export { Spinner, type SpinnerProps } from '../components/Spinner/Spinner'
export { type TabItem, Tabs, type TabsProps } from '../components/Tabs/Tabs'
export {
  SelectInput,
  type SelectInputProps,
  type SelectOption,
} from '../components/TextInput/SelectInput'
export { TextInput, type TextInputProps } from '../components/TextInput/TextInput'
export { Toast, type ToastProps, type ToastVariant } from '../components/Toast/Toast'
export { TokenRow, type TokenRowProps } from '../components/TokenRow/TokenRow'
export { Tooltip, type TooltipProps } from '../components/Tooltip/Tooltip'
export {
  ViewTransition,
  type ViewTransitionProps,
} from '../components/ViewTransition/ViewTransition'
export { getNextGridIndex } from '../components/WalletGrid/getNextGridIndex'
export {
  type GetVisibleRangeParameters,
  getVisibleRange,
  type VisibleRange,
} from '../components/WalletGrid/getVisibleRange'
export { WalletGrid, type WalletGridProps } from '../components/WalletGrid/WalletGrid'
export { getMonogram, type Monogram } from '../components/WalletImage/getMonogram'
export { WalletImage, type WalletImageProps } from '../components/WalletImage/WalletImage'
export {
  type WalletListEntry,
  WalletListItem,
  type WalletListItemProps,
  type WalletTag,
  type WalletTagMessages,
} from '../components/WalletListItem/WalletListItem'
// helpers
export { getDeepActiveElement, getFocusableElements } from '../focus/getFocusableElements'
export { truncateAddress } from '../format/truncateAddress'
export { ActionIcon, type ActionIconName, type ActionIconProps } from '../icons/ActionIcon'
export { Icon, type IconName, type IconProps } from '../icons/Icon'
// style delivery
export { ComponentStyle, type ComponentStyleProps } from '../styles/ComponentStyle'
export {
  getContrastRatio,
  getRelativeLuminance,
  InvalidHexColorError,
} from '../theme/getContrastRatio'
export { rootCss } from '../theme/rootCss'
export { ThemeRoot, type ThemeRootProps } from '../theme/ThemeRoot'
export {
  darkTheme,
  fontSizeFactors,
  layoutDefaults,
  lightTheme,
  radiusFactors,
  spacingScale,
  type ThemeMode,
  themes,
} from '../theme/themes'
export { getThemeStyle, type ThemeVariables } from '../theme/themeVariables'
export {
  type ColorTheme,
  type ColorTokenName,
  cssVar,
  type FontSizeTokenName,
  type RadiusTokenName,
  type SpacingTokenName,
  type TokenName,
  tokens,
} from '../theme/tokens'
