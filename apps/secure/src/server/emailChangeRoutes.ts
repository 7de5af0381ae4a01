import { sessionKeyOf } from '../approvals/hashWalletRequest'
import { emailChangeMail } from '../emailChange/emailChangeMail'
import type { SecureLocale } from '../i18n/secureLocales'
import { OtpError } from '../otp/OtpError'
import { parseLoginEmail } from '../otp/parseLoginEmail'
import { sendMail } from '../smtp/sendMail'
import { walletKeyOf } from '../wallets/LoginIdentity'
import {
  fail,
  field,
  type LoginRouteContext,
  localeOf,
  type SecureClient,
  type SecureRoute,
} from './LoginRouteContext'

/**
 * The e-mail change (SPEC §4 'E-mail change: primary-email code, then secondary-email code'),
 * for a session of an e-mail login: `update-email` (the new address; a code goes to the current
 * one), `update-email-primary-otp` (that code; a code then goes to the new address) and
 * `update-email-secondary-otp` (that code; the wallet moves to the new address, this session
 * follows it and the wallet's other sessions end). The codes are bound to the session, limited
 * like the login's (per client, address and e-mail), single use and expiring; an address that
 * already has a wallet is refused (409) at the start and again before the move.
 */
export function createEmailChangeRoutes(context: LoginRouteContext): Record<string, SecureRoute> {
  const { limiters, changeCodes, sessions, wallets } = context

  const sessionOf = (token: string | undefined) => {
    const session = sessions.get(token)
    if (!session || !token) return undefined
    return { session, token, key: `change ${sessionKeyOf(token)}` }
  }
  const inUse = async (email: string) => wallets.exists(walletKeyOf({ kind: 'email', email }))

  const send = async (to: string, which: 'current' | 'new', key: string, locale: SecureLocale) => {
    const code = changeCodes.issue(to, key)
    try {
      await sendMail(context.smtp, {
        from: context.mailFrom,
        to,
        ...emailChangeMail(which, code, context.codeTtlMs, locale),
      })
    } catch {
      changeCodes.cancel(to, key)
      throw new OtpError('The e-mail could not be sent', 502)
    }
  }

  /** Checks a code of the change, counting a wrong one against the caller and the e-mail. */
  const verify = (email: string, otp: unknown, key: string, client: SecureClient) => {
    if (typeof otp !== 'string' || otp.length > 64) throw new OtpError('Invalid code')
    const clientKey = context.clientKeyOf(client)
    limiters.guessesByClient.check(clientKey)
    limiters.guessesByAddress.check(client.address)
    limiters.guessesByEmail.check(email)
    try {
      changeCodes.verify(email, otp, key)
    } catch (error) {
      if (error instanceof OtpError && error.message === 'Invalid code') {
        limiters.guessesByClient.count(clientKey)
        limiters.guessesByAddress.count(client.address)
        limiters.guessesByEmail.count(email)
      }
      throw error
    }
  }

  return {
    'update-email': async (body, token, _signal, client) => {
      const current = sessionOf(token)
      if (!current) return fail(401, 'Not connected')
      const { identity } = current.session
      if (identity.kind !== 'email') return fail(400, 'Only an e-mail login can change its e-mail')
      const to = parseLoginEmail(field(body, 'email'))
      if (!to) return fail(400, 'Invalid email')
      if (to === identity.email) return fail(400, 'This is already the e-mail of this wallet')
      if (await inUse(to)) return fail(409, 'This e-mail is already in use')
      const clientKey = context.clientKeyOf(client)
      limiters.requestsByClient.check(clientKey)
      limiters.requestsByAddress.check(client.address)
      changeCodes.assertReady(identity.email)
      limiters.requestsByClient.count(clientKey)
      limiters.requestsByAddress.count(client.address)
      await send(identity.email, 'current', current.key, localeOf(body))
      context.emailChanges.start(current.key, identity.email, to, context.codeTtlMs)
      return { status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } }
    },
    'update-email-primary-otp': async (body, token, _signal, client) => {
      const current = sessionOf(token)
      if (!current) return fail(401, 'Not connected')
      const change = context.emailChanges.get(current.key)
      if (change?.step !== 'current') return fail(400, 'No e-mail change is in progress')
      verify(change.from, field(body, 'otp'), current.key, client)
      if (await inUse(change.to)) {
        context.emailChanges.end(current.key)
        return fail(409, 'This e-mail is already in use')
      }
      await send(change.to, 'new', current.key, localeOf(body))
      change.step = 'new'
      return { status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } }
    },
    'update-email-secondary-otp': async (body, token, _signal, client) => {
      const current = sessionOf(token)
      if (!current) return fail(401, 'Not connected')
      const change = context.emailChanges.get(current.key)
      if (change?.step !== 'new') return fail(400, 'No e-mail change is in progress')
      verify(change.to, field(body, 'otp'), current.key, client)
      context.emailChanges.end(current.key)
      const from = walletKeyOf({ kind: 'email', email: change.from })
      const to = walletKeyOf({ kind: 'email', email: change.to })
      if (!(await wallets.rename(from, to))) return fail(409, 'This e-mail is already in use')
      await context.devices.rename(from, to)
      sessions.rebind(current.token, { kind: 'email', email: change.to })
      return { status: 200, body: { email: change.to } }
    },
  }
}
