import { type BrandMarkProps, MarkSvg } from './BrandMark'
import { WALLETCONNECT_PATH } from './walletConnectPath'

/**
 * The WalletConnect mark as an app icon: white on its blue (#3B99FC) rounded square, the size
 * of a wallet image. Decorative unless `label` is given.
 */
export function WalletConnectMark(props: BrandMarkProps) {
  return (
    <MarkSvg {...props}>
      <rect width="24" height="24" rx="6" fill="#3B99FC" />
      <path transform="translate(3.6 3.6) scale(.7)" fill="#ffffff" d={WALLETCONNECT_PATH} />
    </MarkSvg>
  )
}
