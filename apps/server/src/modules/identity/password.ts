import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, 2 passes,
 * 1 lane. The parameters are stored in the hash, so raising them later keeps old hashes valid.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check when the e-mail is unknown, so response time does not
 * reveal which e-mails have an account. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('hearth-dummy-password-never-matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
