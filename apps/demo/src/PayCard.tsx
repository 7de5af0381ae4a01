import type { AppKit } from '@appkit/scaffold'
import { useAppKitAccount, useAppKitNetwork } from '@appkit/scaffold'
import type { Address } from 'viem'

/**
 * PUBLIC TEST ADDRESS: the demo shop's receiving address (anvil's dev account 1, a devnet-only
 * key everyone knows). A dapp would put its own here.
 */
export const DEMO_SHOP_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The dapp asks for a payment: 1 USDC to the demo shop, on the active network (`openPay`). */
export function PayCard({
  appKit,
  usdc,
}: {
  appKit: AppKit
  usdc: Readonly<Record<string, Address>>
}) {
  const { isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const token = chainId === undefined ? undefined : usdc[String(chainId)]
  return (
    <section className="card" aria-labelledby="pay-heading">
      <h2 id="pay-heading">Pay the shop</h2>
      <p className="card-lede">Opens the Pay view for a payment request the dapp defines.</p>
      <p>The demo shop ({DEMO_SHOP_ADDRESS}) asks for 1 USDC.</p>
      <button
        type="button"
        disabled={!isConnected || !token}
        onClick={() =>
          void appKit.openPay({
            recipient: DEMO_SHOP_ADDRESS,
            amount: '1',
            asset: `eip155:${chainId}:${token}`,
          })
        }
      >
        Pay 1 USDC
      </button>
    </section>
  )
}
