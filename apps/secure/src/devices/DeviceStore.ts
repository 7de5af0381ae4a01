import { createHash } from 'node:crypto'
import type { SecureDatabase } from '../db/SecureDatabase'

/** The stored form of a device id: its SHA-256 (the id itself stays in the visitor's frame). */
const deviceHashOf = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex')

/**
 * The devices each login identity has logged in from: a device is the frame's random client id,
 * kept in the secure origin's storage of that browser. Kept in the database (hashed), so a
 * restart forgets no device. A device with no id (no client id header) is never known.
 */
export class DeviceStore {
  readonly #db: SecureDatabase

  constructor(db: SecureDatabase) {
    this.#db = db
  }

  /** True when `deviceId` has logged in to the wallet `walletKey` before. */
  async isKnown(walletKey: string, deviceId: string): Promise<boolean> {
    if (!deviceId) return false
    const rows = await this.#db.query(
      'SELECT 1 FROM known_devices WHERE identity = $1 AND device = $2',
      [walletKey, deviceHashOf(deviceId)],
    )
    return rows.length > 0
  }

  /** Remembers `deviceId` for `walletKey` (after a login from it). */
  async remember(walletKey: string, deviceId: string): Promise<void> {
    if (!deviceId) return
    await this.#db.query(
      'INSERT INTO known_devices (identity, device) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [walletKey, deviceHashOf(deviceId)],
    )
  }

  /** Moves every device of `from` to `to` (the e-mail change). */
  async rename(from: string, to: string): Promise<void> {
    await this.#db.query(
      'INSERT INTO known_devices (identity, device) SELECT $2, device FROM known_devices WHERE identity = $1 ON CONFLICT DO NOTHING',
      [from, to],
    )
    await this.#db.query('DELETE FROM known_devices WHERE identity = $1', [from])
  }
}
