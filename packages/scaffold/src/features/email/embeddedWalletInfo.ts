/** The rdns the embedded e-mail wallet announces itself with (EIP-6963); Connect hides it. */
export const EMBEDDED_WALLET_RDNS = 'org.appkit.embedded-wallet'

/** The embedded wallet's name in the wallet list and Account. */
export const EMBEDDED_WALLET_NAME = 'E-mail wallet'
