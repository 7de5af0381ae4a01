import { type BrandMarkProps, MarkSvg } from './BrandMark'

/** An envelope, the mark of e-mail login, in the current text colour. */
export function EmailMark(props: BrandMarkProps) {
  return (
    <MarkSvg
      {...props}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3.5 6.5 12 13l8.5-6.5" />
    </MarkSvg>
  )
}
