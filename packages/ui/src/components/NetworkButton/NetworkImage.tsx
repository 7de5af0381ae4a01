import { WalletImage } from '../WalletImage/WalletImage'

/** Props of {@link NetworkImage}. */
export type NetworkImageProps = { name: string; imageUrl?: string | undefined; size?: number }

/** A network's round logo via `<img>`, or its monogram when there is none or it fails. */
export function NetworkImage({ name, imageUrl, size = 24 }: NetworkImageProps) {
  return <WalletImage name={name} imageUrl={imageUrl} size={size} shape="round" />
}
