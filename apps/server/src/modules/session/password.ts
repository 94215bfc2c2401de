import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// OWASP's argon2id recommendation (19 MiB, 2 passes, 1 lane): strong enough, and about 20-40 ms per hash
// so sign-in stays quick and a burst of sign-ins can't exhaust the server's memory.
const OPTIONS: Options = {
  // Algorithm is an ambient const enum, which isolatedModules can't read at runtime: 2 is Argon2id
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password for storage (PHC string: algorithm, parameters and salt travel with the hash). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** True when `plain` matches the stored hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    // the parameters are read from the PHC string, so older hashes keep verifying if OPTIONS change
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
