import type { AddNoteBody, OpsNote } from '@hearth/domain/ops/application-file';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { findNote, insertNote, listNotes, type NoteRow } from './application-notes.repository.ts';

function toOpsNote(row: NoteRow): OpsNote {
  return {
    uuid: row.uuid,
    text: row.text,
    author: { uuid: row.authorUuid, email: row.authorEmail },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The file's internal notes, newest first (the route has checked the lender). */
export async function listApplicationNotes(db: Db, applicationUuid: string): Promise<OpsNote[]> {
  return (await listNotes(db, applicationUuid)).map(toOpsNote);
}

/** A staff user adds a note; the note and its audit row commit together. */
export function addApplicationNote(
  db: Db,
  staffUuid: string,
  applicationUuid: string,
  body: AddNoteBody,
): Promise<OpsNote> {
  return db.transaction(async (tx) => {
    const uuid = await insertNote(tx, { applicationUuid, authorStaffUuid: staffUuid, text: body.text });
    await appendAudit(tx, {
      action: 'ops.note-added',
      actor: { type: 'staff', uuid: staffUuid },
      entityUuid: applicationUuid,
      payload: { noteUuid: uuid },
    });
    const note = await findNote(tx, uuid);
    if (!note) {
      throw new Error(`note ${uuid} vanished after its insert`);
    }
    return toOpsNote(note);
  });
}
