import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config-error.ts';

interface SecretFile {
  variable: string;
  fileName: string;
  generate: () => string;
  isValid: (value: string) => boolean;
  requirement: string;
}

/**
 * Reads a secret generated on an earlier start from `dataDir/fileName`, or generates it there
 * (mode 0600, exclusive create so two processes starting together agree on one value).
 */
export function readOrCreateSecret(dataDir: string, secret: SecretFile): string {
  const path = join(dataDir, secret.fileName);
  const existing = readSecretFile(path);
  const value = existing ?? createSecretFile(dataDir, path, secret.generate());
  if (!secret.isValid(value)) {
    throw new ConfigError([`${secret.variable}: the stored value in ${path} ${secret.requirement}`]);
  }
  return value;
}

function readSecretFile(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) {
      return undefined;
    }
    throw error;
  }
}

function createSecretFile(dataDir: string, path: string, value: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) {
      return readFileSync(path, 'utf8').trim();
    }
    throw error;
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

export const JWT_SECRET_FILE: SecretFile = {
  variable: 'JWT_SECRET',
  fileName: 'jwt-secret',
  generate: () => randomBytes(48).toString('base64url'),
  isValid: (value) => value.length >= 32,
  requirement: 'must be at least 32 characters',
};

export function createPiiKeyFile(isValid: (value: string) => boolean): SecretFile {
  return {
    variable: 'PII_KEY',
    fileName: 'pii-key',
    generate: () => randomBytes(32).toString('base64'),
    isValid,
    requirement: 'must be the base64 encoding of exactly 32 bytes',
  };
}
