import { deviceEmail } from '../devices/deviceEmail'
import { DEVICE_PAGE_PATH } from '../devices/devicePage'
import type { SecureLocale } from '../i18n/secureLocales'
import { loginEmail } from '../otp/loginEmail'
import { OtpError } from '../otp/OtpError'
import { parseLoginEmail } from '../otp/parseLoginEmail'
import { sendMail } from '../smtp/sendMail'
import { walletKeyOf } from '../wallets/LoginIdentity'
import {
  fail,
  field,
  type LoginRouteContext,
  localeOf,
  type SecureApiAnswer,
  type SecureClient,
  type SecureRoute,
} from './LoginRouteContext'

/**
 * True when a login of `email` from `client` must first confirm the device (SPEC §4
 * 'VERIFY_DEVICE'): the e-mail has a wallet and this device (the frame's client id, kept in the
 * secure origin's storage) never logged in to it. A first login of a new e-mail needs no check.
 */
export async function needsDeviceCheck(
  context: LoginRouteContext,
  email: string,
  client: SecureClient,
): Promise<boolean> {
  const walletKey = walletKeyOf({ kind: 'email', email })
  if (!(await context.wallets.exists(walletKey))) return false
  return !(await context.devices.isKnown(walletKey, client.id))
}

/**
 * Sends the device link to `email` for `client`, in `locale` (the e-mail and the page its link
 * opens), and answers VERIFY_DEVICE.
 */
export async function startDeviceCheck(
  context: LoginRouteContext,
  email: string,
  client: SecureClient,
  locale: SecureLocale = 'en',
): Promise<SecureApiAnswer> {
  const clientKey = context.clientKeyOf(client)
  context.deviceChecks.assertReady(email)
  context.limiters.requestsByClient.count(clientKey)
  context.limiters.requestsByAddress.count(client.address)
  const token = context.deviceChecks.start(email, clientKey)
  const link = `${context.siteUrl()}${DEVICE_PAGE_PATH}?token=${token}&locale=${locale}`
  try {
    await sendMail(context.smtp, {
      from: context.mailFrom,
      to: email,
      ...deviceEmail(link, context.codeTtlMs, locale),
    })
  } catch {
    context.deviceChecks.cancel(email, clientKey)
    return fail(502, 'The login e-mail could not be sent')
  }
  return { status: 200, body: { action: 'VERIFY_DEVICE' } }
}

/**
 * The device check's routes: `connect-device` (the frame asks until the visitor opened the link:
 * 202 while it waits, then the one-time code goes out and it answers VERIFY_OTP; 410 once the
 * link expired) and `confirm-device` (the device page's Approve: the link's token, once; wrong
 * tokens count as guesses of the caller's address); `device-link` names the e-mail of a live
 * link, for the page.
 */
export function createDeviceRoutes(context: LoginRouteContext): Record<string, SecureRoute> {
  const { limiters } = context
  return {
    'connect-device': async (body, _token, _signal, client) => {
      const email = parseLoginEmail(field(body, 'email'))
      if (!email) return fail(400, 'Invalid email')
      const clientKey = context.clientKeyOf(client)
      const status = context.deviceChecks.status(email, clientKey)
      if (status === 'none') return fail(400, 'No device check was started for this e-mail')
      if (status === 'expired') return fail(410, 'The device link expired')
      if (status === 'pending') return { status: 202, body: { action: 'VERIFY_DEVICE' } }
      try {
        context.otp.assertReady(email)
      } catch (error) {
        // Another code to this address went out under 30 s ago: the frame asks again shortly.
        if (error instanceof OtpError && error.status === 429)
          return { status: 202, body: { action: 'VERIFY_DEVICE' } }
        throw error
      }
      const code = context.otp.issue(email, clientKey)
      try {
        await sendMail(context.smtp, {
          from: context.mailFrom,
          to: email,
          ...loginEmail(code, undefined, localeOf(body)),
        })
      } catch {
        context.otp.cancel(email, clientKey)
        return fail(502, 'The login e-mail could not be sent')
      }
      context.deviceChecks.cancel(email, clientKey)
      return { status: 200, body: { action: 'VERIFY_OTP' } }
    },
    'device-link': async (body) => {
      const email = context.deviceChecks.peek(field(body, 'token'))
      return email
        ? { status: 200, body: { email } }
        : fail(404, 'This link is invalid or has expired')
    },
    'confirm-device': async (body, _token, _signal, client) => {
      limiters.guessesByAddress.check(client.address)
      try {
        return { status: 200, body: { email: context.deviceChecks.confirm(field(body, 'token')) } }
      } catch (error) {
        limiters.guessesByAddress.count(client.address)
        throw error
      }
    },
  }
}
