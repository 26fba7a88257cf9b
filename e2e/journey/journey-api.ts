import { applicationApi, documentsApi } from '@hearth/domain/api/application-api';
import { bankAccountsApi } from '@hearth/domain/api/bank-accounts-api';
import { borrowerInfoApi } from '@hearth/domain/api/borrower-info-api';
import { type AnyEndpoint, endpointPath } from '@hearth/domain/api/endpoint';
import { identityDocumentsApi } from '@hearth/domain/api/identity-api';
import { incomeApi } from '@hearth/domain/api/income-api';
import { offersApi } from '@hearth/domain/api/offers-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { SAMPLE_ADDRESS, sampleCreateHelocBody } from '@hearth/domain/registration/sample-registration';
import type { APIRequestContext } from '@playwright/test';
import { expect, loginAs, registerViaApi } from '../fixtures.ts';
import { idPhoto, opsAuthorization } from './journey-steps.ts';

/** Sandbox properties of the create call (apps/server/src/providers/sandbox/fixed-addresses.ts). */
export const PROPERTIES = {
  portland: SAMPLE_ADDRESS,
  austin: { street1: '456 Congress Ave', street2: '', city: 'Austin', state: 'TX', zip: '78701' },
} as const;

type Property = (typeof PROPERTIES)[keyof typeof PROPERTIES];

type Multipart = NonNullable<NonNullable<Parameters<APIRequestContext['post']>[1]>['multipart']>;

interface StoredDocument {
  uuid: string;
  type: string;
  signable: boolean;
}

/**
 * A borrower driven through the API (decision 007's borrower calls), to start a browser spec at a
 * later page quickly: registered, with an application created for `lastName` (the sandbox persona).
 */
export class BorrowerApi {
  private constructor(
    private readonly request: APIRequestContext,
    readonly jwt: string,
    readonly uuid: string,
    /** The legal name the application was made in, which a typed signature must match. */
    readonly legalName: string,
  ) {}

  static async create(
    request: APIRequestContext,
    lastName: string,
    property: Property = PROPERTIES.portland,
    /** More of the create body, such as the `referrerId` of a referring loan officer. */
    extraBody: Record<string, unknown> = {},
  ): Promise<BorrowerApi> {
    const user = await registerViaApi(request);
    const created = await request.post(endpointPath(registrationApi.createHeloc), {
      headers: { authorization: `Bearer ${user.jwt}`, 'x-org': 'hearth' },
      params: { state: property.state },
      data: { ...sampleCreateHelocBody({ lastName, email: user.email, address: property }), ...extraBody },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    return new BorrowerApi(request, user.jwt, uuid, `Ada ${lastName}`);
  }

  /** The application's root page, which sends the borrower to the page of its step. */
  get rootPath(): string {
    return `/account/heloc/${this.uuid}`;
  }

  /** Signs the browser in as this borrower (the jwt in localStorage, as the app keeps it). */
  signIn(page: Parameters<typeof loginAs>[0]): Promise<void> {
    return loginAs(page, this.jwt);
  }

  private get headers() {
    return { authorization: `Bearer ${this.jwt}`, 'x-org': 'hearth' };
  }

  /** An endpoint's path on this application (`params` for its other segments). */
  private path(endpoint: AnyEndpoint, params: Record<string, string> = {}): string {
    return endpointPath(endpoint, { uuid: this.uuid, ...params });
  }

  private async get<T>(endpoint: AnyEndpoint): Promise<T> {
    const response = await this.request.get(this.path(endpoint), { headers: this.headers });
    expect(response.status(), `${endpoint.id}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  async post(endpoint: AnyEndpoint, data: unknown = {}, params: Record<string, string> = {}): Promise<void> {
    const response = await this.request.post(this.path(endpoint, params), { headers: this.headers, data });
    expect(response.status(), `${endpoint.id}: ${await response.text()}`).toBeLessThan(300);
  }

  private async upload(endpoint: AnyEndpoint, multipart: Multipart): Promise<void> {
    const response = await this.request.post(this.path(endpoint), { headers: this.headers, multipart });
    expect(response.status(), `${endpoint.id}: ${await response.text()}`).toBeLessThan(300);
  }

  /** `GET P`: the application as the borrower reads it (PII masked). */
  application<T>(): Promise<T> {
    return this.get<T>(applicationApi.get);
  }

  async serverStep(): Promise<string> {
    const response = await this.request.get(this.path(applicationApi.stepStatus), { headers: this.headers });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { serverStep: string }).serverStep;
  }

  /** Waits while the step jobs (and the sandbox vendors) move the application to `step`. */
  async waitForStep(step: string): Promise<void> {
    await expect
      .poll(() => this.serverStep(), { timeout: 30_000, message: `server step ${step}` })
      .toBe(step);
  }

  /** Signs every signable document of these types, as read to the end in the viewer. */
  private async signDocuments(types: readonly string[]): Promise<void> {
    const documents = await this.get<StoredDocument[]>(documentsApi.list);
    const toSign = documents.filter((document) => document.signable && types.includes(document.type));
    expect(toSign.length, `documents to sign among ${types.join(', ')}`).toBeGreaterThan(0);
    for (const document of toSign) {
      await this.post(
        documentsApi.sign,
        { signature: { kind: 'TYPED', text: this.legalName }, reachedEnd: true },
        { documentUuid: document.uuid },
      );
    }
  }

  /** OFFER_SELECTION → COLLECT_ADDITIONAL_INFO: the first offer, at its largest line. */
  async selectFirstOffer(): Promise<void> {
    await this.waitForStep('OFFER_SELECTION');
    const { offers } = await this.get<{ offers: { type: string; term: number; max: number }[] }>(
      offersApi.list,
    );
    const offer = offers[0];
    expect(offer, 'an offer').toBeDefined();
    await this.post(offersApi.select, { type: offer?.type, term: offer?.term, amount: offer?.max });
  }

  /** OFFER_SELECTION → … → SUMMARY_DISCLOSURE: the offer, the profile info and HMDA. */
  async driveOffersToSummary(): Promise<void> {
    await this.selectFirstOffer();
    await this.post(borrowerInfoApi.profileInfo, {
      ownershipType: 'SOLE',
      ssn: '123-45-6789',
      hardCreditConsent: true,
    });
    await this.post(borrowerInfoApi.hmda, {
      ethnicity: ['NOT_PROVIDED'],
      race: ['NOT_PROVIDED'],
      sex: ['NOT_PROVIDED'],
      collectedBy: 'ONLINE',
    });
    await this.waitForStep('SUMMARY_DISCLOSURE');
  }

  /** OFFER_SELECTION → … → DISBURSEMENT_ACCOUNT: the happy path's writes, the income bank link last. */
  async driveOffersToDisbursement(): Promise<void> {
    await this.driveOffersToSummary();
    await this.signDocuments(['APPLICATION_SUMMARY', 'EARLY_HELOC_DISCLOSURE']);
    await this.waitForStep('INCOME_VERIFICATION');
    await this.post(incomeApi.link, {
      institutionId: 'ins_sandbox_first',
      username: 'user_good',
      password: 'pass_good',
      accountIds: ['ins_sandbox_first-checking'],
    });
    await this.waitForStep('DISBURSEMENT_ACCOUNT');
  }

  /** DISBURSEMENT_ACCOUNT → IDENTITY_VERIFICATION: the linked account for the draw and for autopay. */
  async driveDisbursementToIdentity(): Promise<void> {
    await this.post(bankAccountsApi.disbursement, {
      source: 'LINKED',
      accountId: 'ins_sandbox_first-checking',
    });
    await this.post(bankAccountsApi.autopay, {
      payType: 'AUTOPAY',
      sameAsDisbursement: true,
      authorized: true,
    });
    await this.waitForStep('IDENTITY_VERIFICATION');
  }

  /** IDENTITY_VERIFICATION → WAITING_FOR_ID_VERIFICATION: a driver's licence, front and back. */
  async uploadIdentity(): Promise<void> {
    await this.upload(identityDocumentsApi.upload, {
      idType: 'DRIVERS_LICENSE',
      front: idPhoto('front.jpg'),
      back: idPhoto('back.jpg'),
    });
  }

  /** DISBURSEMENT_ACCOUNT → … → NOTARY_DISCLOSURE: accounts, ID, the final offer and the note signed. */
  async driveDisbursementToNotary(): Promise<void> {
    await this.driveDisbursementToIdentity();
    await this.uploadIdentity();
    await this.waitForStep('FINAL_OFFER');
    await this.post(offersApi.acceptFinal);
    await this.waitForStep('NOTE_SIGNING');
    await this.signDocuments([
      'NOTE',
      'ACCOUNT_OPENING_DISCLOSURE',
      'NOTICE_OF_RIGHT_TO_CANCEL',
      'STATEMENT_OF_LOAN',
      'RIGHT_NOT_TO_CLOSE',
      'GLBA_NOTICE',
    ]);
    await this.waitForStep('NOTARY_DISCLOSURE');
  }
}

/** An event sent through the ops API as the vendor (or staff) would send it (README "Ops API"). */
export async function sendOpsEvent(request: APIRequestContext, uuid: string, event: string): Promise<void> {
  const sent = await request.post(endpointPath(opsApi.sendEvent, { uuid }), {
    headers: { authorization: await opsAuthorization(request) },
    data: { event },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
}
