import type { Migration } from './Migration'

/** Projects, analytics events, names and SIWX sessions. */
export const init: Migration = {
  name: '0001_init',
  statements: [
    `CREATE TABLE projects (
      id text PRIMARY KEY,
      name text NOT NULL,
      allowed_origins jsonb NOT NULL DEFAULT '[]'::jsonb,
      features jsonb NOT NULL DEFAULT '{}'::jsonb,
      analytics_enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE events (
      project_id text NOT NULL REFERENCES projects (id),
      event_id text NOT NULL,
      sdk_type text,
      sdk_version text,
      url text NOT NULL,
      domain text NOT NULL,
      event_time timestamptz NOT NULL,
      props jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, event_id)
    )`,
    `CREATE TABLE names (
      name text PRIMARY KEY,
      address text NOT NULL,
      coin_type bigint NOT NULL,
      chain_id integer NOT NULL,
      attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX names_address ON names (address)',
    `CREATE TABLE siwx_nonces (
      nonce text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    )`,
    `CREATE TABLE sessions (
      id text PRIMARY KEY,
      project_id text NOT NULL REFERENCES projects (id),
      chain_id text NOT NULL,
      address text NOT NULL,
      message text NOT NULL,
      signature text NOT NULL,
      data jsonb NOT NULL,
      cacao jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz,
      revoked_at timestamptz,
      revoke_pci text
    )`,
  ],
}
