/** The names of the action icons (the Account view's features, the wallet list). */
export type ActionIconName = 'card' | 'swap' | 'receive' | 'send' | 'wallet'

const paths: Readonly<Record<ActionIconName, string>> = {
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  swap: 'M7 4v14M3 14l4 4 4-4M17 20V6M13 10l4-4 4 4',
  receive: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  send: 'M7 17L17 7M9 7h8v8',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4zM4 7V6a1 1 0 0 1 1-1h11M16 13h.01',
}

/** Props of {@link ActionIcon}. */
export type ActionIconProps = { name: ActionIconName; size?: number }

/**
 * A decorative stroke icon of an action (buy, swap, receive, send, all wallets), kept apart from
 * {@link Icon} so the page's first load (the buttons) does not carry the modal's icons.
 */
export function ActionIcon({ name, size = 20 }: ActionIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
