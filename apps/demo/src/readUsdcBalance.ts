import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem'

/** Reads `holder`'s balance of the ERC-20 at `token` over JSON-RPC at `rpcUrl`, as decimal text. */
export async function readUsdcBalance(rpcUrl: string, token: Address, holder: Address) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const [balance, decimals, symbol] = await Promise.all([
    client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
  ])
  return `${formatUnits(balance, decimals)} ${symbol}`
}
