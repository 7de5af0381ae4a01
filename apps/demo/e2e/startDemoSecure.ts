import {
  DEV_FARCASTER_USERNAMES,
  deployDevFarcaster,
  type RunningSecure,
  startSecure,
} from '@appkit/secure'
import type { DevnetInfo } from '@appkit/test'

/** The environment variable carrying the secure site's SMTP sink (its HTTP view) to the tests. */
export const SMTP_SINK_URL_ENV = 'APPKIT_DEMO_E2E_SMTP_SINK_URL'

/**
 * Starts apps/secure on 127.0.0.1 for the devnet's chains (EVM and the Solana cluster), embeddable by the demo served on
 * `demoPort` only; login e-mails go to its own SMTP sink. With `bundler`, that chain has smart accounts.
 */
export async function startDemoSecure(
  devnet: DevnetInfo,
  demoPort: number,
  bundler?: { chainId: number; url: string },
): Promise<RunningSecure> {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('The devnet has no EVM chain')
  // Farcaster login: an ID registry on the devnet, the relay and app stand-ins (apps/secure).
  const farcaster = await deployDevFarcaster(chain)
  return startSecure({
    farcaster,
    allowedOrigins: [`http://127.0.0.1:${demoPort}`],
    chains: devnet.chains.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
      symbol: chain.nativeSymbol,
      // Smart accounts through the bundler; the other tests' logins keep the EOA they expect
      // until a test switches (the deployment's default, not SPEC §9's smartAccount).
      ...(bundler?.chainId === chain.chainId
        ? { smartAccount: { bundlerUrl: bundler.url, defaultAccountType: 'eoa' as const } }
        : {}),
    })),
    solanaChains: [
      {
        caipNetworkId: `solana:${devnet.solana.genesisHash.slice(0, 32)}`,
        rpcUrl: devnet.solana.rpcUrl,
      },
    ],
  })
}

/** The last e-mail to `email` the SMTP sink holds (over HTTP), or undefined when none. */
export async function lastMailTo(
  email: string,
): Promise<{ subject: string; text: string; receivedAt: number } | undefined> {
  const sink = process.env[SMTP_SINK_URL_ENV]
  if (!sink) throw new Error(`${SMTP_SINK_URL_ENV} is not set: run the demo's globalSetup`)
  const response = await fetch(`${sink}/messages/last?to=${encodeURIComponent(email)}`)
  if (response.status === 404) return undefined
  if (!response.ok) throw new Error(`the SMTP sink answered ${response.status}`)
  return (await response.json()) as { subject: string; text: string; receivedAt: number }
}

/** The environment variable carrying the Farcaster app stand-in's page (the relay stand-in's `/app`). */
export const FARCASTER_APP_URL_ENV = 'APPKIT_DEMO_E2E_FARCASTER_APP_URL'

/** The Farcaster usernames of the demo's two registered FIDs (the name table's). */
export const DEMO_FARCASTER_USERNAMES = DEV_FARCASTER_USERNAMES

/** The text of the last e-mail to `email`, read from the SMTP sink over HTTP. */
export async function readLastMail(email: string): Promise<string> {
  const sink = process.env[SMTP_SINK_URL_ENV]
  if (!sink) throw new Error(`${SMTP_SINK_URL_ENV} is not set: run the demo's globalSetup`)
  const response = await fetch(`${sink}/messages/last?to=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`no e-mail to ${email} (${response.status})`)
  return ((await response.json()) as { text: string }).text
}

/** The link of the last device e-mail to `email` (the secure site's device page). */
export async function readDeviceLink(email: string): Promise<string> {
  const text = await readLastMail(email)
  const link = /http:\/\/127\.0\.0\.1:\d+\/device\?token=[0-9a-f]{64}(?:&locale=[a-z]{2})?/.exec(
    text,
  )?.[0]
  if (!link) throw new Error(`no device link in the e-mail: ${text}`)
  return link
}

/** The 6-digit code of the last login e-mail to `email`, read from the SMTP sink over HTTP. */
export async function readLoginCode(email: string): Promise<string> {
  const text = await readLastMail(email)
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no code in the login e-mail: ${text}`)
  return code
}
