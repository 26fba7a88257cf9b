import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithIdentity } from '../../../test/use-test-database.ts';
import { encryptJsonColumn } from '../../db/encrypted-json.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
import { encryptPii } from '../../lib/pii.ts';
import { buildApplicantRef } from '../../lifecycle/jobs/handlers/support/applicant.ts';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
import { readBorrowerName } from '../signer/signer-records.ts';
import { findApplicationForOwner } from './application.repository.ts';
import { APPLICANT_NAME_COLUMN, readApplicantName } from './stored-application.ts';

const PII_KEY = randomBytes(32);
const ADDRESS = { street1: '1 Alder St', street2: null, city: 'Portland', state: 'OR', zip: '97205' };

describe(`heloc_applications.applicant_name_encrypted on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const database = useTestDatabaseWithIdentity('applicant-name@example.com');

  async function insertNamed() {
    return insertApplicationAt(database.db, database.identityUuid, 'HMDA', {
      propertyAddress: ADDRESS,
      applicantNameEncrypted: encryptJsonColumn(
        APPLICANT_NAME_COLUMN,
        { firstName: 'Ada', middleName: null, lastName: 'Lovelace', suffix: null },
        PII_KEY,
      ),
    });
  }

  it('every reader gets the name that was written', async () => {
    const { uuid } = await insertNamed();
    const application = await findApplicationForOwner(database.db, uuid, database.identityUuid);
    if (!application) {
      throw new Error('no application');
    }
    expect(readApplicantName(application, PII_KEY)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(readBorrowerName(application, PII_KEY)).toBe('Ada Lovelace');
    expect(buildApplicantRef(application, PII_KEY)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('a name stored with only its first and last parts reads back with the others empty', async () => {
    const { uuid } = await insertNamed();
    const older = encryptPii(JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }), PII_KEY);
    await database.db.execute(
      sql`update heloc_applications set applicant_name_encrypted = ${older} where uuid = ${uuid}`,
    );
    const application = await findApplicationForOwner(database.db, uuid, database.identityUuid);
    if (!application) {
      throw new Error('no application');
    }
    expect(readApplicantName(application, PII_KEY)).toEqual({
      firstName: 'Ada',
      middleName: null,
      lastName: 'Lovelace',
      suffix: null,
    });
  });

  it('a stored name that does not fit its schema is refused by every reader, naming the column', async () => {
    const { uuid } = await insertNamed();
    const malformed = encryptPii(JSON.stringify({ firstName: 'Ada', lastName: 42 }), PII_KEY);
    await database.db.execute(
      sql`update heloc_applications set applicant_name_encrypted = ${malformed} where uuid = ${uuid}`,
    );
    const application = await findApplicationForOwner(database.db, uuid, database.identityUuid);
    if (!application) {
      throw new Error('no application');
    }
    const message = `heloc_applications.applicantNameEncrypted of ${uuid} is malformed (read)`;
    for (const read of [
      () => readApplicantName(application, PII_KEY),
      () => readBorrowerName(application, PII_KEY),
      () => buildApplicantRef(application, PII_KEY),
    ]) {
      expect(read).toThrow(StoredDataError);
      expect(read).toThrow(message);
      expect(read).not.toThrow(/Ada/);
    }
  });
});
