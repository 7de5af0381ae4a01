import { SOLANA_PREFLIGHT_COMMITMENTS } from '@appkit/core/adapter'
import { SolanaAdapterConfigError } from '../errors/SolanaAdapterConfigError'

/** A preflight commitment SPEC §5 allows (deprecated aliases included). */
export type SolanaPreflightCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number]

/** The three levels a Wallet Standard wallet and a node speak. */
export type SolanaCommitmentLevel = 'processed' | 'confirmed' | 'finalized'

const levels: Record<SolanaPreflightCommitment, SolanaCommitmentLevel> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
}

/** True when `value` is one of SPEC §5's preflight commitments. */
export function isSolanaPreflightCommitment(value: unknown): value is SolanaPreflightCommitment {
  return (SOLANA_PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(value)
}

/**
 * Checks a configured preflight commitment against SPEC §5 ('processed, confirmed, finalized,
 * recent, single, singleGossip, root, max') and returns its level; SolanaAdapterConfigError
 * otherwise.
 */
export function toCommitmentLevel(value: unknown): SolanaCommitmentLevel {
  if (!isSolanaPreflightCommitment(value))
    throw new SolanaAdapterConfigError(`Unknown Solana preflight commitment ${String(value)}`, {
      details: `Use one of ${SOLANA_PREFLIGHT_COMMITMENTS.join(', ')}.`,
    })
  return levels[value]
}
