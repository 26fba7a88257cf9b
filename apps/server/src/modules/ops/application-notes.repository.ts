import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationNotes, staffUsers } from '../../db/schema/index.ts';

export interface NoteRow {
  uuid: string;
  text: string;
  authorUuid: string;
  authorEmail: string;
  createdAt: Date;
}

const NOTE_COLUMNS = {
  uuid: applicationNotes.uuid,
  text: applicationNotes.text,
  authorUuid: applicationNotes.authorStaffUuid,
  authorEmail: staffUsers.email,
  createdAt: applicationNotes.createdAt,
};

/** The application's notes with their authors, newest first. */
export function listNotes(db: Db, applicationUuid: string): Promise<NoteRow[]> {
  return db
    .select(NOTE_COLUMNS)
    .from(applicationNotes)
    .innerJoin(staffUsers, eq(staffUsers.uuid, applicationNotes.authorStaffUuid))
    .where(eq(applicationNotes.applicationUuid, applicationUuid))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.uuid));
}

export async function insertNote(
  db: Db,
  note: { applicationUuid: string; authorStaffUuid: string; text: string },
): Promise<string> {
  const [row] = await db.insert(applicationNotes).values(note).returning({ uuid: applicationNotes.uuid });
  if (!row) {
    throw new Error('insert into application_notes returned no row');
  }
  return row.uuid;
}

export async function findNote(db: Db, uuid: string): Promise<NoteRow | undefined> {
  const rows = await db
    .select(NOTE_COLUMNS)
    .from(applicationNotes)
    .innerJoin(staffUsers, eq(staffUsers.uuid, applicationNotes.authorStaffUuid))
    .where(eq(applicationNotes.uuid, uuid))
    .limit(1);
  return rows[0];
}
