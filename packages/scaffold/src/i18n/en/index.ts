import { account } from './account'
import { allWallets } from './allWallets'
import { approveTransaction } from './approveTransaction'
import { buttons } from './buttons'
import { common } from './common'
import { connect } from './connect'
import { connectingExternal } from './connectingExternal'
import { host } from './host'
import { networks } from './networks'
import { profileWallets } from './profileWallets'
import { titles } from './titles'
import { walletConnect } from './walletConnect'

/**
 * The English catalogue: one namespace per view or feature, each in its own file, so a view's
 * strings live beside each other and translators override any subset with `messages`.
 */
export const en = {
  account,
  allWallets,
  approveTransaction,
  buttons,
  common,
  connect,
  connectingExternal,
  host,
  networks,
  profileWallets,
  titles,
  walletConnect,
}

/** The shape every catalogue has: namespace → key → template with `{name}` placeholders. */
export type MessageCatalogue = typeof en
