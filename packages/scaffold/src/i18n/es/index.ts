import type { Catalogue } from '../CatalogueTopic'
import { account } from './account'
import { accountTabs } from './accountTabs'
import { activity } from './activity'
import { allWallets } from './allWallets'
import { approveTransaction } from './approveTransaction'
import { buttons } from './buttons'
import { common } from './common'
import { connect } from './connect'
import { connectingExternal } from './connectingExternal'
import { email } from './email'
import { help } from './help'
import { host } from './host'
import { names } from './names'
import { networks } from './networks'
import { notices } from './notices'
import { onramp } from './onramp'
import { pay } from './pay'
import { profileWallets } from './profileWallets'
import { receive } from './receive'
import { send } from './send'
import { siwx } from './siwx'
import { socials } from './socials'
import { swap } from './swap'
import { titles } from './titles'
import { walletConnect } from './walletConnect'
import { walletGuide } from './walletGuide'

/** The Spanish catalogue ('es'), loaded on demand when the modal's locale is Spanish. */
export const es: Catalogue = {
  account,
  accountTabs,
  activity,
  allWallets,
  approveTransaction,
  buttons,
  common,
  connect,
  connectingExternal,
  email,
  help,
  host,
  names,
  networks,
  notices,
  onramp,
  pay,
  profileWallets,
  receive,
  send,
  siwx,
  socials,
  swap,
  titles,
  walletConnect,
  walletGuide,
}
