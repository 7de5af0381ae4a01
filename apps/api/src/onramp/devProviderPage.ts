import type { DevOnrampOrder } from './DevOnrampOrders'
import { devProviderMessage as m } from './devProviderMessages'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The dev on-ramp provider's page of `order`: the order (pay, fee, receive, wallet, network) and
 * a Pay form posting to the order's pay route; once paid, the delivery and its transaction. No
 * script and nothing loaded from elsewhere; `failure` shows a failed payment.
 */
export function renderDevProviderPage(
  order: DevOnrampOrder,
  networkName: string,
  failure?: string,
): string {
  const { quote } = order.purchase
  const total = `${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`
  const row = (label: string, value: string) =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`
  const body =
    order.status === 'paid'
      ? `<p role="status">${escapeHtml(m('paid', { amount: quote.purchaseAmount.amount }))}</p>
<p>${escapeHtml(m('transaction', { hash: order.hash ?? '' }))}</p>
<p>${escapeHtml(m('close'))}</p>`
      : `${failure ? `<p role="alert">${escapeHtml(m('failed', { message: failure }))}</p>` : ''}
<form method="post" action="/onramp/dev/orders/${encodeURIComponent(order.id)}/pay">
<button type="submit">${escapeHtml(m('submit', { amount: total }))}</button>
</form>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(m('title'))}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
th{text-align:left;padding-right:1rem}td{word-break:break-all}button{font:inherit;padding:.6rem 1.2rem}</style>
</head><body><main>
<h1>${escapeHtml(m('title'))}</h1>
<p>${escapeHtml(m('notice'))}</p>
<h2>${escapeHtml(m('order'))}</h2>
<table><tbody>
${row(m('pay'), total)}
${row(m('fee'), `${quote.coinbaseFee.amount} ${quote.coinbaseFee.currency}`)}
${row(m('receive'), `${quote.purchaseAmount.amount} USDC`)}
${row(m('wallet'), order.address)}
${row(m('network'), networkName)}
</tbody></table>
${body}
</main></body></html>`
}
