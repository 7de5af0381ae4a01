import { formatEther, hexToString, isHex } from 'viem'
import { InvalidParamsError, UnsupportedMethodError } from './errors/providerErrors'
import { parseTransactionParam } from './parseTransactionParam'
import { parseTypedDataParam } from './parseTypedDataParam'
import { requireAuthorizedAccount } from './requireAuthorizedAccount'
import { sendTransaction } from './sendTransaction'
import { type RequestHandler, unhandled, type WalletContext } from './WalletContext'

function readableMessage(message: string): string {
  if (!isHex(message)) return message
  const text = hexToString(message)
  return /^[\P{C}\n\r\t]*$/u.test(text) ? text : message
}

async function personalSign(context: WalletContext, params: readonly unknown[]): Promise<string> {
  const [message, address] = params
  const account = requireAuthorizedAccount(context.state, address)
  if (typeof message !== 'string')
    throw new InvalidParamsError('personal_sign needs a message string.')
  await context.approve({
    method: 'personal_sign',
    title: 'Sign this message?',
    details: [readableMessage(message), `Account ${account.address}`],
  })
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

async function signTypedData(context: WalletContext, params: readonly unknown[]): Promise<string> {
  const account = requireAuthorizedAccount(context.state, params[0])
  const typedData = parseTypedDataParam(params[1])
  const domainName =
    typeof typedData.domain?.name === 'string' ? typedData.domain.name : 'no domain name'
  await context.approve({
    method: 'eth_signTypedData_v4',
    title: 'Sign this typed data?',
    details: [
      `${typedData.primaryType} for ${domainName}`,
      JSON.stringify(typedData.message, null, 1).slice(0, 600),
      `Account ${account.address}`,
    ],
  })
  try {
    return await account.signTypedData(typedData)
  } catch (cause) {
    throw new InvalidParamsError('The typed data cannot be signed.', { cause })
  }
}

async function sendTransactionRequest(
  context: WalletContext,
  params: readonly unknown[],
): Promise<string> {
  const fields = parseTransactionParam(params[0])
  const account = requireAuthorizedAccount(context.state, fields.from)
  const chain = context.state.chain()
  if (fields.chainId !== undefined && fields.chainId !== chain.chainId)
    throw new InvalidParamsError(
      `The transaction is for chain ${fields.chainId} but the wallet is on chain ${chain.chainId}.`,
    )
  const symbol = chain.nativeCurrency?.symbol ?? 'ETH'
  await context.approve({
    method: 'eth_sendTransaction',
    title: 'Send this transaction?',
    details: [
      `To ${fields.to ?? 'a new contract'}`,
      `Value ${formatEther(fields.value ?? 0n)} ${symbol}`,
      ...(fields.data && fields.data !== '0x' ? [`Data ${fields.data.slice(0, 74)}`] : []),
      `Network ${chain.name} (${chain.chainId})`,
      `Account ${account.address}`,
    ],
  })
  return sendTransaction(context, account, chain, fields)
}

/**
 * personal_sign and eth_signTypedData_v4 (signed with the active key), eth_sendTransaction
 * (signed locally, sent raw), each after consent; eth_sign and the other legacy signing methods
 * are refused with 4200.
 */
export const handleSigningRequest: RequestHandler = async (context, method, params) => {
  switch (method) {
    case 'personal_sign':
      return personalSign(context, params)
    case 'eth_signTypedData_v4':
      return signTypedData(context, params)
    case 'eth_sendTransaction':
      return sendTransactionRequest(context, params)
    case 'eth_sign':
    case 'eth_signTransaction':
    case 'eth_signTypedData':
    case 'eth_signTypedData_v1':
    case 'eth_signTypedData_v3':
      throw new UnsupportedMethodError(method)
    default:
      return unhandled
  }
}
