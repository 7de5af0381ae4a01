import type { CaipNetwork, ChainNamespace } from '@appkit/core'
import { formatCutJson, type RequestSummary } from '@appkit/core/adapter'
import type { AppKitCore } from '@appkit/core/internal'

/**
 * The summary of a pending request, as its namespace's adapter writes it (the request policy's
 * `summarize`, which may load on demand); a policy without one, or a summary that fails, shows
 * the params as cut JSON. Nothing is interpreted as markup.
 */
export async function summarizePendingRequest(
  core: AppKitCore,
  request: { method: string; params?: unknown; namespace?: ChainNamespace | undefined },
  caipNetwork: CaipNetwork | undefined,
): Promise<RequestSummary> {
  const { namespace } = request
  const policy = namespace ? core.chain.adapters[namespace]?.requestPolicy : undefined
  try {
    const summary = await policy?.summarize?.({
      method: request.method,
      params: request.params,
      caipNetwork,
    })
    if (summary) return summary
  } catch {
    // A summary the adapter cannot write falls back to the raw params below.
  }
  return {
    kind: 'other',
    rows: [{ label: 'params', value: formatCutJson(request.params), code: true }],
  }
}
