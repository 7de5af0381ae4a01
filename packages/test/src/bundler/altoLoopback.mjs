// Preloaded into the alto bundler process (node --import): alto's server listens on 0.0.0.0 with no
// option to change it, and a dev service here must answer on 127.0.0.1 only. Every listen on
// 0.0.0.0 (or with no host) is bound to 127.0.0.1 instead.
import { Server } from 'node:net'

const listen = Server.prototype.listen
const LOOPBACK = '127.0.0.1'

Server.prototype.listen = function listenOnLoopback(...args) {
  const [first] = args
  if (first && typeof first === 'object' && !('fd' in first) && !('path' in first)) {
    if (!first.host || first.host === '0.0.0.0' || first.host === '::')
      args[0] = { ...first, host: LOOPBACK }
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    const host = args[1]
    if (typeof host !== 'string') args.splice(1, 0, LOOPBACK)
    else if (host === '0.0.0.0' || host === '::') args[1] = LOOPBACK
  }
  return listen.apply(this, args)
}
