import { LruCache } from '../cache/LruCache'
import type { ProjectSeed } from '../config'
import type { Database } from '../db/Database'
import { defaultFeatures, type RemoteFeatures } from './defaultFeatures'

/** A project as the routes see it. */
export interface Project {
  id: string
  name: string
  allowedOrigins: string[]
  features: RemoteFeatures
  analyticsEnabled: boolean
}

interface ProjectRow {
  id: string
  name: string
  allowed_origins: string[]
  features: Partial<RemoteFeatures>
  analytics_enabled: boolean
}

/** Most projects (and misses) the store keeps in memory: any client may send any project id. */
export const PROJECT_CACHE_LIMIT = 1000

/**
 * Reads projects from the `projects` table, cached for a few seconds so hot routes skip the DB
 * (least recently used first out beyond PROJECT_CACHE_LIMIT).
 */
export class ProjectStore {
  readonly #db: Database
  readonly #cache = new LruCache<string, { project: Project | undefined; at: number }>(
    PROJECT_CACHE_LIMIT,
  )
  readonly #ttlMs: number

  constructor(db: Database, ttlMs = 5_000) {
    this.#db = db
    this.#ttlMs = ttlMs
  }

  /** Inserts or updates each seed (the configuration is the source of truth for seeded fields). */
  async seed(seeds: readonly ProjectSeed[]): Promise<void> {
    for (const seed of seeds) {
      await this.#db.query(
        `INSERT INTO projects (id, name, allowed_origins, features, analytics_enabled)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, allowed_origins = EXCLUDED.allowed_origins,
           features = EXCLUDED.features, analytics_enabled = EXCLUDED.analytics_enabled`,
        [
          seed.id,
          seed.name ?? seed.id,
          JSON.stringify(seed.allowedOrigins ?? []),
          JSON.stringify(seed.features ?? {}),
          seed.analyticsEnabled ?? true,
        ],
      )
      this.#cache.delete(seed.id)
    }
  }

  /** Merges `patch` into the project (created when missing) and returns the result. */
  async update(id: string, patch: Omit<ProjectSeed, 'id'>): Promise<Project> {
    const current = await this.get(id)
    await this.seed([
      {
        id,
        name: patch.name ?? current?.name ?? id,
        allowedOrigins: patch.allowedOrigins ?? current?.allowedOrigins ?? [],
        features: { ...(current?.features ?? {}), ...(patch.features ?? {}) },
        analyticsEnabled: patch.analyticsEnabled ?? current?.analyticsEnabled ?? true,
      },
    ])
    const updated = await this.get(id)
    if (!updated) throw new Error(`project ${id} vanished after its update`)
    return updated
  }

  /** How many projects (and misses) are cached now. */
  get cachedCount(): number {
    return this.#cache.size
  }

  /** The project with this id, or undefined. */
  async get(id: string): Promise<Project | undefined> {
    const hit = this.#cache.get(id)
    if (hit && Date.now() - hit.at < this.#ttlMs) return hit.project
    const rows = await this.#db.query<ProjectRow>(
      'SELECT id, name, allowed_origins, features, analytics_enabled FROM projects WHERE id = $1',
      [id],
    )
    const row = rows[0]
    const project = row && {
      id: row.id,
      name: row.name,
      allowedOrigins: row.allowed_origins,
      features: { ...defaultFeatures, ...row.features },
      analyticsEnabled: row.analytics_enabled,
    }
    this.#cache.set(id, { project, at: Date.now() })
    return project
  }
}
