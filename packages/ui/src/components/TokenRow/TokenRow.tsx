import { ComponentStyle } from '../../styles/ComponentStyle'
import { WalletImage } from '../WalletImage/WalletImage'

const tokenRowCss = `
.ak-token-row{display:flex;align-items:center;gap:var(--ak-spacing-l);padding:var(--ak-spacing-s) var(--ak-spacing-l);border-radius:var(--ak-radius-l);color:var(--ak-color-fg)}
.ak-token-row-main{flex:1;min-width:0;display:flex;flex-direction:column}
.ak-token-row-name{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;text-align:-webkit-match-parent;text-align:match-parent}
.ak-token-row-sub{color:var(--ak-color-fg-muted);font-size:var(--ak-font-size-s)}
.ak-token-row-end{display:flex;flex-direction:column;align-items:flex-end;text-align:end}
`

/** Props of {@link TokenRow}. */
export type TokenRowProps = {
  name: string
  symbol: string
  /** The formatted quantity, e.g. '1.234' (the owner formats: SPEC §5 3 decimals). */
  quantity: string
  /** The formatted fiat value, e.g. '$2,345.67' (SPEC §5 2 decimals). */
  value?: string | undefined
  iconUrl?: string | undefined
}

/** One token in the Tokens tab: icon, name, quantity with symbol, and value. */
export function TokenRow({ name, symbol, quantity, value, iconUrl }: TokenRowProps) {
  return (
    <div className="ak-token-row">
      <ComponentStyle id="token-row" css={tokenRowCss} />
      <WalletImage name={symbol} imageUrl={iconUrl} size={40} shape="round" />
      <div className="ak-token-row-main">
        <span className="ak-token-row-name" dir="auto">
          {name}
        </span>
        <span className="ak-token-row-sub">
          {quantity} {symbol}
        </span>
      </div>
      {value ? (
        <div className="ak-token-row-end">
          <span>{value}</span>
        </div>
      ) : null}
    </div>
  )
}
