/** argon2id with OWASP's parameters (m = 19 MiB, t = 2, p = 1). */
import { hash, verify } from '@node-rs/argon2';

type Options = NonNullable<Parameters<typeof hash>[1]>;
// 2 is Algorithm.Argon2id: a const enum, which isolated modules cannot read.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword('tovar-timing-equaliser'));
}
