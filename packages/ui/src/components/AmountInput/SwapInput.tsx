import { ComponentStyle } from '../../styles/ComponentStyle'
import { IconButton } from '../Button/IconButton'
import { AmountInput } from './AmountInput'

const swapCss = `
.ak-swap{display:grid;gap:var(--ak-spacing-s)}
.ak-swap-flip{display:flex;justify-content:center}
`

/** One side of a swap. */
export type SwapSide = { label: string; value: string; symbol: string; caption?: string }

/** Props of {@link SwapInput}. */
export type SwapInputProps = {
  from: SwapSide
  to: SwapSide
  onFromChange: (value: string) => void
  /** The receiving amount is usually a quote; without onToChange its field is read-only. */
  onToChange?: (value: string) => void
  /** Swaps the two tokens; labelled by `flipLabel`. */
  onFlip: () => void
  flipLabel: string
}

/** The swap form: the amount to pay, a button to flip the pair, the amount to receive. */
export function SwapInput({
  from,
  to,
  onFromChange,
  onToChange,
  onFlip,
  flipLabel,
}: SwapInputProps) {
  return (
    <div className="ak-swap">
      <ComponentStyle id="swap" css={swapCss} />
      <AmountInput
        label={from.label}
        value={from.value}
        symbol={from.symbol}
        caption={from.caption}
        onChange={onFromChange}
      />
      <div className="ak-swap-flip">
        <IconButton icon="chevronDown" label={flipLabel} onClick={onFlip} />
      </div>
      <AmountInput
        label={to.label}
        value={to.value}
        symbol={to.symbol}
        caption={to.caption}
        onChange={onToChange ?? (() => {})}
        readOnly={onToChange === undefined}
      />
    </div>
  )
}
