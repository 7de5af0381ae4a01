export type { CosmosDevWalletOptions } from '../CosmosDevWalletOptions'
export {
  type CosmosDevKey,
  type CosmosDevSigner,
  type CosmosDevWallet,
  createCosmosDevWallet,
} from '../createCosmosDevWallet'
export { describeAminoSignDoc, describeDirectSignDoc } from '../describeSignDoc'
export {
  type CosmosDevWalletPageConfig,
  installCosmosDevWallet,
} from '../pageScript/installCosmosDevWallet'
export { registerCosmosDevWallet } from '../registerCosmosDevWallet'
