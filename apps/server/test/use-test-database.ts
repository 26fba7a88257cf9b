import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { insertIdentity } from '../src/modules/identity/identity.repository.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface UsedTestDatabase {
  readonly db: Db;
}

export interface UsedTestDatabaseWithIdentity extends UsedTestDatabase {
  /** A borrower identity already in the database, to own the rows a test inserts. */
  readonly identityUuid: string;
}

/**
 * A fresh database for the tests of the enclosing block: made before them, disposed after them.
 * Read `db` inside a test or hook, never at the top of the block.
 */
export function useTestDatabase(): UsedTestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());
  return {
    get db() {
      if (!database) {
        throw new Error('the test database is made in beforeAll: read it inside a test or hook');
      }
      return database.handle.db;
    },
  };
}

/** `useTestDatabase`, with one identity (of `email`) inserted before the tests. */
export function useTestDatabaseWithIdentity(email: string): UsedTestDatabaseWithIdentity {
  const used = useTestDatabase();
  let identityUuid: string | undefined;
  beforeAll(async () => {
    identityUuid = (await insertIdentity(used.db, { email, passwordHash: 'x', organizationCode: 'hearth' }))
      .uuid;
  });
  return {
    get db() {
      return used.db;
    },
    get identityUuid() {
      if (!identityUuid) {
        throw new Error('the identity is inserted in beforeAll: read it inside a test or hook');
      }
      return identityUuid;
    },
  };
}
