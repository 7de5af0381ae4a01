// Turns litesvm's transaction errors into what a node sends: the serde JSON of Agave's
// TransactionError (`"BlockhashNotFound"`, `{"InstructionError":[0,{"Custom":1}]}`, …) and its
// display text (the text after "Transaction simulation failed: ").

/** litesvm's TransactionErrorFieldless, in its numeric order. */
const transactionErrorNames = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

/** litesvm's InstructionErrorFieldless, in its numeric order. */
const instructionErrorNames = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** Agave's display texts of the transaction errors a wallet meets most. */
const transactionErrorTexts: Record<string, string> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidProgramForExecution: 'This program may not be used for executing instructions',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  UnsupportedVersion: 'Transaction version is unsupported',
  InvalidWritableAccount: 'Transaction loads a writable account that cannot be written',
}

/** Agave's display texts of the instruction errors a wallet meets most. */
const instructionErrorTexts: Record<string, string> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  IllegalOwner: 'Provided owner is not allowed',
}

/** A transaction error as a node sends it: its JSON value and its display text. */
export type TransactionErrorInfo = { readonly json: unknown; readonly text: string }

type InstructionErrorValue = number | { code?: number; msg?: string; toString(): string }
type LiteSvmTransactionError =
  | number
  | { index?: number; accountIndex?: number; err?: () => InstructionErrorValue; toString(): string }

function describeInstructionError(error: InstructionErrorValue): TransactionErrorInfo {
  if (typeof error === 'number') {
    const name = instructionErrorNames[error] ?? `InstructionError${error}`
    return { json: name, text: instructionErrorTexts[name] ?? name }
  }
  if (typeof error.code === 'number') {
    const text = `custom program error: 0x${error.code.toString(16)}`
    return { json: { Custom: error.code }, text }
  }
  return {
    json: { BorshIoError: error.msg ?? '' },
    text: `Failed to serialize or deserialize account data: ${error.msg}`,
  }
}

/** The JSON value and display text of the transaction error litesvm reports. */
export function describeTransactionError(error: LiteSvmTransactionError): TransactionErrorInfo {
  if (typeof error === 'number')
    return namedTransactionError(transactionErrorNames[error] ?? 'UnknownError')
  const kind = error.toString()
  if (typeof error.err === 'function') {
    const inner = describeInstructionError(error.err())
    const index = error.index ?? 0
    return {
      json: { InstructionError: [index, inner.json] },
      text: `Error processing Instruction ${index}: ${inner.text}`,
    }
  }
  const accountIndex = error.accountIndex ?? 0
  if (kind.startsWith('TransactionErrorInsufficientFundsForRent')) {
    return {
      json: { InsufficientFundsForRent: { account_index: accountIndex } },
      text: `Transaction results in an account (${accountIndex}) with insufficient funds for rent`,
    }
  }
  if (kind.startsWith('TransactionErrorProgramExecutionTemporarilyRestricted')) {
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: accountIndex } },
      text: `Execution of the program referenced by account at index ${accountIndex} is temporarily restricted.`,
    }
  }
  const index = error.index ?? 0
  return {
    json: { DuplicateInstruction: index },
    text: `Transaction contains a duplicate instruction (${index}) that is not allowed`,
  }
}

/** The JSON value and display text of a fieldless transaction error by its name. */
export function namedTransactionError(name: string): TransactionErrorInfo {
  return { json: name, text: transactionErrorTexts[name] ?? name }
}
