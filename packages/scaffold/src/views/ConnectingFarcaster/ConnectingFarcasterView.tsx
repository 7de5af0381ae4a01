import * as controllers from '@appkit/core/controllers'
import { AlertBar, Button, ComponentStyle, FarcasterMark, QrCode, Spinner } from '@appkit/ui'
import { useEffect, useRef, useState } from 'react'
import { getEmbeddedFrame } from '../../features/email/embeddedFrameRegistry'
import { getEmbeddedWallet } from '../../features/email/getEmbeddedWallet'
import { useModalContext } from '../../host/ModalContext'
import { connectingFarcasterCss } from './connectingFarcasterCss'

/** How long the frame waits for the Farcaster app's answer: the sign-in's lifetime (5 minutes). */
const FARCASTER_WAIT_MS = 5 * 60_000

type AppKitCore = ReturnType<typeof useModalContext>['core']

/**
 * SPEC §2: leaving ConnectingFarcaster without an account resets the social login URL and
 * reloads the auth connector (the frame's RELOAD ends the pending sign-in).
 */
function leaveFarcaster(core: AppKitCore) {
  if (controllers.chain.isActiveConnected(core.chain)) return
  controllers.account.setAccountProp(
    core.chain,
    'farcasterUrl',
    undefined,
    core.chain.activeNamespace,
  )
  getEmbeddedFrame(core)
    ?.request('RELOAD')
    .catch(() => {})
}

/**
 * ConnectingFarcaster (SPEC §2, §3 'farcasterUrl', §7 'get and connect farcaster'): asks the
 * secure frame for a Sign In With Farcaster link (GET_FARCASTER_URI), shows it as a QR code with
 * the Farcaster mark and as a deep link, then waits (CONNECT_FARCASTER) until the Farcaster app
 * approved; the embedded wallet then connects and Account shows the Farcaster username. A
 * failure shows 'Failed to connect to farcaster' with a retry; leaving the view resets.
 */
export default function ConnectingFarcasterView() {
  const { core, t, appKit } = useModalContext()
  const secureSiteUrl = appKit?.options.secureSiteUrl ?? ''
  const [url, setUrl] = useState<string>()
  const [failed, setFailed] = useState(false)
  const attempt = useRef(0)

  async function start() {
    const run = ++attempt.current
    setFailed(false)
    setUrl(undefined)
    try {
      const wallet = getEmbeddedWallet(core, secureSiteUrl, appKit)
      const answer = (await wallet.messenger.request('GET_FARCASTER_URI')) as { url?: unknown }
      if (run !== attempt.current) return
      if (typeof answer.url !== 'string') throw new Error('No Farcaster link')
      controllers.account.setAccountProp(
        core.chain,
        'farcasterUrl',
        answer.url,
        core.chain.activeNamespace,
      )
      setUrl(answer.url)
      await wallet.messenger.request('CONNECT_FARCASTER', undefined, FARCASTER_WAIT_MS)
      if (run !== attempt.current) return
      await wallet.connect('farcaster')
    } catch {
      if (run === attempt.current) setFailed(true)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one sign-in per visit of the view
  useEffect(() => {
    void start()
    return () => {
      attempt.current++
      leaveFarcaster(core)
    }
  }, [core])

  const name = t('socials.farcaster')
  return (
    <div className="ak-fc">
      <ComponentStyle id="connecting-farcaster" css={connectingFarcasterCss} />
      {failed ? (
        <>
          <AlertBar variant="error" message={t('socials.farcasterFailed')} />
          <Button variant="secondary" onClick={() => void start()}>
            {t('socials.retry')}
          </Button>
        </>
      ) : url ? (
        <>
          <QrCode
            value={url}
            label={t('socials.farcasterQrLabel')}
            logo={{ name, icon: <FarcasterMark size={56} /> }}
            copy={{
              messages: {
                copy: t('walletConnect.copyLink'),
                copied: t('walletConnect.linkCopied'),
                failed: t('walletConnect.copyFailed'),
              },
            }}
          />
          <p className="ak-fc-text">{t('socials.farcasterScan')}</p>
          <a className="ak-fc-link" href={url}>
            <FarcasterMark size={20} />
            {t('socials.farcasterOpen')}
          </a>
          <p className="ak-fc-text" role="status">
            {t('socials.farcasterWaiting')}
          </p>
        </>
      ) : (
        <div className="ak-fc-placeholder">
          <Spinner label={t('socials.farcasterPreparing')} />
        </div>
      )}
    </div>
  )
}
