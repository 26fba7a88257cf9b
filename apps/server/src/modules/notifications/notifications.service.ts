import { getConditionHref } from '@hearth/domain/conditions/condition-location';
import { isShownConditionCategory } from '@hearth/domain/enums/condition-category';
import type { ServerStep } from '@hearth/domain/enums/server-step';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Notification } from '@hearth/domain/notifications/notification';
import {
  NOTIFICATION_COPY,
  type NotificationCopy,
  STEP_NOTIFICATIONS,
  type StepNotification,
} from '@hearth/domain/notifications/notification-events';
import { HELOC_BASE_PATH } from '@hearth/domain/progress/pages';
import type { Db } from '../../db/client.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { listApplicationsByOwner } from '../application/application.repository.ts';
import { listChatReplyNotices } from '../chatbot/chat-reply-notices.service.ts';
import { findLanguageByIdentity } from '../profile/profile.repository.ts';
import {
  type CoDeeder,
  findAcceptedSigner,
  isCoDeeder,
  listSignedApplications,
} from '../signer/signer-records.ts';
import { deriveNotificationUuid } from './notification-uuid.ts';
import {
  type ConditionRow,
  listNotifyingMoves,
  listOpenConditions,
  listReadNotificationUuids,
  markNotificationsRead,
} from './notifications.repository.ts';

/** The newest this many are served: older ones have long been acted on. */
export const MAX_NOTIFICATIONS = 50;

interface Draft {
  key: string;
  created: Date;
  title: string;
  description: string;
  cta: string;
  redirectPath: string;
}

function pagePath(applicationUuid: string, page: string): string {
  return page ? `${HELOC_BASE_PATH}/${applicationUuid}/${page}` : `${HELOC_BASE_PATH}/${applicationUuid}`;
}

function fromStep(key: string, applicationUuid: string, created: Date, event: StepNotification): Draft {
  const { page, ...copy } = event;
  return { key, created, ...copy, redirectPath: pagePath(applicationUuid, page) };
}

function fromCondition(row: ConditionRow, href: string, copy: NotificationCopy): Draft | undefined {
  if (!isShownConditionCategory(row.category)) {
    return undefined;
  }
  return {
    key: `condition:${row.uuid}`,
    created: row.createdAt,
    title: copy.condition.title(row.title),
    description: row.description,
    cta: copy.condition.cta,
    redirectPath: href,
  };
}

function conditionHref(
  row: ConditionRow,
  owned: ReadonlySet<string>,
  signing: ReadonlyMap<string, CoDeeder>,
): string | undefined {
  if (!isShownConditionCategory(row.category)) {
    return undefined;
  }
  const link = { uuid: row.uuid, categoryEnum: row.category, requestDocuments: row.documentTypes };
  if (row.signerUuid === null) {
    return owned.has(row.applicationUuid)
      ? getConditionHref('borrower', row.applicationUuid, link)
      : undefined;
  }
  const signer = signing.get(row.applicationUuid);
  return signer?.uuid === row.signerUuid ? getConditionHref('signer', row.applicationUuid, link) : undefined;
}

function coDeederDrafts(owned: readonly ApplicationRecord[], copy: NotificationCopy): Draft[] {
  return owned.flatMap((application) =>
    application.helocSigners
      .filter(isCoDeeder)
      .flatMap((signer) =>
        signer.signedAt && signer.status === 'SIGNED'
          ? [
              fromStep(
                `co-deeder-signed:${signer.uuid}`,
                application.uuid,
                new Date(signer.signedAt),
                copy.coDeederSigned(`${signer.firstName} ${signer.lastName}`),
              ),
            ]
          : [],
      ),
  );
}

export interface NotificationDeps {
  db: Db;
  /** Decrypts what an agent answered to a message the borrower left (chat replies). */
  piiKey: Buffer;
}

/**
 * Everything the caller should hear about, newest first: derived from what happened (decision 009),
 * in the caller's language.
 */
async function collectDrafts({ db, piiKey }: NotificationDeps, identityUuid: string): Promise<Draft[]> {
  const language = await findLanguageByIdentity(db, identityUuid);
  const copy = NOTIFICATION_COPY[language];
  const owned = await listApplicationsByOwner(db, identityUuid);
  const signing = new Map<string, CoDeeder>();
  for (const application of await listSignedApplications(db, identityUuid)) {
    const signer = findAcceptedSigner(application, identityUuid);
    if (signer) {
      signing.set(application.uuid, signer);
    }
  }
  const ownedUuids = owned.map((application) => application.uuid);
  const moves = await listNotifyingMoves(db, ownedUuids, Object.keys(STEP_NOTIFICATIONS), MAX_NOTIFICATIONS);
  const drafts = moves.flatMap((move) => {
    const event = copy.steps[move.toStep as ServerStep];
    return event ? [fromStep(`timeline:${move.id}`, move.applicationUuid, move.at, event)] : [];
  });
  const ownedSet = new Set(ownedUuids);
  for (const row of await listOpenConditions(db, [...ownedUuids, ...signing.keys()])) {
    const href = conditionHref(row, ownedSet, signing);
    const draft = href ? fromCondition(row, href, copy) : undefined;
    if (draft) {
      drafts.push(draft);
    }
  }
  drafts.push(...coDeederDrafts(owned, copy));
  drafts.push(...(await listChatReplyNotices({ db, piiKey }, identityUuid, MAX_NOTIFICATIONS, language)));
  return drafts.sort((a, b) => b.created.getTime() - a.created.getTime()).slice(0, MAX_NOTIFICATIONS);
}

/**
 * `GET /service-notifications/secure/api/v1/notifications` (CND-009): the caller's notifications,
 * newest first, each UNREAD until marked read.
 */
export async function listNotifications(
  deps: NotificationDeps,
  identityUuid: string,
): Promise<Notification[]> {
  const drafts = await collectDrafts(deps, identityUuid);
  const read = await listReadNotificationUuids(deps.db, identityUuid);
  return drafts.map((draft) => {
    const uuid = deriveNotificationUuid(draft.key);
    return {
      uuid,
      title: draft.title,
      description: draft.description,
      created: draft.created.toISOString(),
      status: read.has(uuid) ? 'READ' : 'UNREAD',
      ctas: [{ title: draft.cta, redirectPath: draft.redirectPath }],
      walletAddress: null,
    };
  });
}

/** `POST …/notifications/{uuid}/read`: one of the caller's notifications (404 for any other uuid). */
export async function markNotificationRead(
  deps: NotificationDeps,
  identityUuid: string,
  notificationUuid: string,
): Promise<Notification> {
  const notification = (await listNotifications(deps, identityUuid)).find(
    (item) => item.uuid === notificationUuid,
  );
  if (!notification) {
    throw new AppError('NOT_FOUND');
  }
  await markNotificationsRead(deps.db, identityUuid, [notification.uuid]);
  return { ...notification, status: 'READ' };
}

/** `POST …/notifications/read-all`: every notification the caller has now. */
export async function markAllNotificationsRead(deps: NotificationDeps, identityUuid: string): Promise<void> {
  const unread = (await listNotifications(deps, identityUuid)).filter((item) => item.status === 'UNREAD');
  await markNotificationsRead(
    deps.db,
    identityUuid,
    unread.map((item) => item.uuid),
  );
}
