import {
  AppleMark,
  type BrandMarkProps,
  DiscordMark,
  FacebookMark,
  FarcasterMark,
  GitHubMark,
  GoogleMark,
  XMark,
} from '@appkit/ui'
import type { ComponentType } from 'react'

/** The bundled mark of each social provider of SPEC §9's list (no request, no image). */
export const socialMarks: Readonly<Record<string, ComponentType<BrandMarkProps>>> = {
  google: GoogleMark,
  x: XMark,
  farcaster: FarcasterMark,
  discord: DiscordMark,
  apple: AppleMark,
  github: GitHubMark,
  facebook: FacebookMark,
}
