import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Hash } from 'viem'
import { explorerMessage as m } from '../explorer/explorerMessages'
import { readEvmTransactionPage } from '../explorer/readEvmTransactionPage'
import { readSolanaTransactionPage } from '../explorer/readSolanaTransactionPage'
import {
  EXPLORER_CSP,
  renderExplorerErrorPage,
  renderTransactionPage,
} from '../explorer/renderExplorerPage'
import { ApiError, BadRequestError, NotFoundError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { isSolanaSignature } from '../solana/isSolanaSignature'

/** CAIP-2: a namespace of 3 to 8 lowercase letters, digits or dashes, a reference of up to 32. */
const caip2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/
const evmHash = /^0x[0-9a-fA-F]{64}$/
/** Echoed input is cut to this length (it is escaped too). */
const ECHO_LIMIT = 100
const echo = (value: string) =>
  value.length > ECHO_LIMIT ? `${value.slice(0, ECHO_LIMIT)}…` : value

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-security-policy', EXPLORER_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html)
}

/**
 * GET /explorer/{CAIP-2 chain id}/tx/{signature or hash}: a server-rendered page of one
 * transaction read from the configured chain's RPC (a Solana cluster of `solanaChains`, an EVM
 * chain of `chains`), for the receipt link of a network with no public explorer (core's
 * `withApiExplorer`). HTML only, no script (a strict CSP), every value escaped; a malformed
 * id answers 400, an unknown network or transaction 404, an unreachable node 502, each with
 * its message on the page.
 */
export function registerExplorerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { chainId: string; id: string } }>(
    '/explorer/:chainId/tx/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const { chainId, id } = request.params
      try {
        const match = caip2.exec(chainId)
        if (!match) throw new BadRequestError(m('invalidChain', { value: echo(chainId) }))
        const solana = ctx.solana.get(chainId)
        if (solana) {
          if (!isSolanaSignature(id))
            throw new BadRequestError(m('invalidSignature', { value: echo(id) }))
          return sendPage(
            reply,
            200,
            renderTransactionPage(await readSolanaTransactionPage(solana, id)),
          )
        }
        const evm =
          match[1] === 'eip155' && /^\d{1,15}$/.test(match[2] ?? '')
            ? ctx.chains.get(Number(match[2]))
            : undefined
        if (evm) {
          if (!evmHash.test(id)) throw new BadRequestError(m('invalidHash', { value: echo(id) }))
          return sendPage(
            reply,
            200,
            renderTransactionPage(await readEvmTransactionPage(evm, id as Hash)),
          )
        }
        throw new NotFoundError(m('unknownChain', { value: chainId }))
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        if (error.statusCode >= 500) request.log.warn({ err: error }, 'explorer read failed')
        return sendPage(reply, error.statusCode, renderExplorerErrorPage(error.message))
      }
    },
  )
}
