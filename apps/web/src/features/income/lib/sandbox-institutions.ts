/**
 * The institutions the sandbox bank-link offers (DESIGN.md: `user_good` / `pass_good` log in,
 * `user_bad` fails). A real aggregator's widget would list thousands; the server's sandbox
 * provider knows these ids and their accounts.
 */
export interface SandboxAccount {
  id: string;
  name: string;
  mask: string;
  type: 'CHECKING' | 'SAVINGS';
}

export interface SandboxInstitution {
  id: string;
  name: string;
  accounts: readonly SandboxAccount[];
}

function accountsOf(id: string): SandboxAccount[] {
  return [
    { id: `${id}-checking`, name: 'Everyday Checking', mask: '0000', type: 'CHECKING' },
    { id: `${id}-savings`, name: 'High-Yield Savings', mask: '1111', type: 'SAVINGS' },
  ];
}

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  { id: 'ins_sandbox_first', name: 'First Sandbox Bank' },
  { id: 'ins_sandbox_evergreen', name: 'Evergreen Credit Union' },
  { id: 'ins_sandbox_summit', name: 'Summit National Bank' },
  { id: 'ins_sandbox_harbor', name: 'Harbor Savings' },
  { id: 'ins_sandbox_prairie', name: 'Prairie Federal' },
].map((institution) => ({ ...institution, accounts: accountsOf(institution.id) }));

export function searchInstitutions(query: string): readonly SandboxInstitution[] {
  const needle = query.trim().toLowerCase();
  return needle
    ? SANDBOX_INSTITUTIONS.filter((item) => item.name.toLowerCase().includes(needle))
    : SANDBOX_INSTITUTIONS;
}
