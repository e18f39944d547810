// What other features may use of bank accounts; everything else stays inside features/banks.
export { useBankAccountChoices, useBankAccounts } from './api/bankAccounts.ts';
export { rewriteInput } from './components/typedInput.ts';
export { formatAccountNumber } from './format.ts';
export { BANK_PATHS } from './texts.ts';
