import { ComponentStyle } from '../../styles/ComponentStyle'
import { getAvatarColors } from './getAvatarColors'

const avatarCss = `
.ak-avatar{display:inline-block;flex:none;border-radius:50%;overflow:hidden;box-shadow:inset 0 0 0 1px rgba(0,0,0,.1)}
.ak-avatar img{width:100%;height:100%;object-fit:cover;display:block}
`

/** Props of {@link Avatar}. */
export type AvatarProps = {
  address: string
  /** A profile image; without it a gradient generated from the address is shown. */
  imageUrl?: string | undefined
  size?: number
}

/** A round account picture: the profile image via `<img>`, or a gradient from the address. */
export function Avatar({ address, imageUrl, size = 32 }: AvatarProps) {
  const [a, b, c, d, e] = getAvatarColors(address)
  const background = `radial-gradient(circle at 30% 25%, ${a} 0, transparent 55%), radial-gradient(circle at 75% 70%, ${b} 0, transparent 60%), conic-gradient(from 45deg, ${c}, ${d}, ${e}, ${c})`
  return (
    <span
      className="ak-avatar"
      aria-hidden="true"
      data-testid="ak-avatar"
      style={{ width: size, height: size, ...(imageUrl ? {} : { background }) }}
    >
      <ComponentStyle id="avatar" css={avatarCss} />
      {imageUrl ? <img src={imageUrl} alt="" width={size} height={size} /> : null}
    </span>
  )
}
