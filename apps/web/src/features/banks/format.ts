import { type NapasBank, toBankHolderName } from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';

/** An account number in groups of four, as people read it aloud (`0123 4567 890`). */
export function formatAccountNumber(accountNumber: string): string {
  return accountNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What an account number field keeps of what was typed or pasted: the digits. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The holder's name as it is being typed: upper case without diacritics, like `toBankHolderName`, but
 * a space just typed after a word stays so the next word can follow.
 */
export function typedHolderName(text: string): string {
  const name = toBankHolderName(text);
  return name && /\s$/.test(text) ? `${name} ` : name;
}

/** Whether a NAPAS bank matches what was typed: short name, full name, code or BIN, any spelling. */
export function bankMatches(bank: NapasBank, search: string): boolean {
  const folded = foldVietnamese(search);
  if (!folded) return true;
  const haystack = foldVietnamese(`${bank.shortName} ${bank.name} ${bank.code} ${bank.bin}`);
  // Every word typed, in any order: "vn thuong ngoai" still finds Vietcombank.
  return folded.split(' ').every((word) => haystack.includes(word));
}
