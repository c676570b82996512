import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { sanitizeRichText } from '../../common/format/rich-text.js';
import { Language } from '../../common/i18n/language.js';
import type {
  ConsentObject,
  LegalCurrentVersionObject,
  LegalDocumentObject,
  LegalDocumentSourceObject,
  LegalVersionObject,
  TermsStatusObject,
} from './dto/legal.objects.js';
import type { LegalAcceptanceInput, PublishLegalDocumentInput } from './dto/legal.inputs.js';
import type { LegalDocument } from './legal-document.schema.js';
import { LegalErrors } from './legal.errors.js';
import { LegalRepository, type LegalVersionRow } from './legal.repository.js';
import { englishLegalTexts, type LegalTextSettings } from './legal.texts.js';
import { arabicLegalTexts } from './legal.texts.ar.js';
import { ConsentSource, LegalKind, type ConsentRecord } from './legal.types.js';

/** Every legal page, in the footer's order. */
export const LEGAL_KINDS: readonly LegalKind[] = [LegalKind.Terms, LegalKind.Privacy, LegalKind.Refunds, LegalKind.Delivery];

/** The pages a customer accepts at sign-up and at checkout. */
export const ACCEPTED_KINDS: readonly LegalKind[] = [LegalKind.Terms, LegalKind.Privacy];

/** How often a publication is retried when another staff member published the same page in between. */
const PUBLISH_RETRIES = 5;

function toDocumentObject(d: LegalDocument, current: boolean, lang: Language): LegalDocumentObject {
  const ar = lang === Language.ar;
  return {
    id: d._id.toString(),
    kind: d.kind,
    version: d.version,
    title: ar ? d.translations.ar.title : d.title,
    body: ar ? d.translations.ar.body : d.body,
    summary: (ar ? d.translations.ar.summary : d.summary) ?? '',
    publishedAt: d.publishedAt,
    current,
  };
}

function toVersionObject(v: LegalVersionRow, lang: Language): LegalVersionObject {
  return {
    version: v.version,
    publishedAt: v.publishedAt,
    summary: (lang === Language.ar ? v.translations?.ar?.summary : v.summary) ?? '',
  };
}

function toConsentObject(c: ConsentRecord): ConsentObject {
  return { kind: c.kind, version: c.version, acceptedAt: c.acceptedAt, source: c.source };
}

/**
 * The legal pages (terms and conditions, privacy policy, refund and cancellation policy, delivery
 * policy) in versions, and customers' consents to them. A page always exists: the first read of a page
 * no one has published stores version 1 from the texts the site ships with (legal.texts.ts), with the
 * operator's cut-off hours, supplier name and support phone. Staff publish a new version (next number,
 * dated now); versions are never changed, and every one stays readable.
 */
@Injectable()
export class LegalService {
  constructor(
    private readonly legal: LegalRepository,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /** `legalDocument(kind, version)`: a version of a page (the one in force when `version` is omitted). @throws NOT_FOUND for an unknown version. */
  async document(kind: LegalKind, version: number | null | undefined, lang: Language = Language.en): Promise<LegalDocumentObject> {
    const latest = await this.latest(kind);
    if (version == null || version === latest.version) return toDocumentObject(latest, true, lang);
    const found = await this.legal.byVersion(kind, version);
    if (!found) throw LegalErrors.versionNotFound();
    return toDocumentObject(found, false, lang);
  }

  /** `legalVersions(kind)`: every version of a page, newest first, without the texts. */
  async versions(kind: LegalKind, lang: Language = Language.en): Promise<LegalVersionObject[]> {
    await this.latest(kind);
    return (await this.legal.versions(kind)).map((v) => toVersionObject(v, lang));
  }

  /** `currentLegalVersions`: the version in force of every page, in {@link LEGAL_KINDS} order. */
  async currentVersions(lang: Language = Language.en): Promise<LegalCurrentVersionObject[]> {
    const docs = await Promise.all(LEGAL_KINDS.map((k) => this.latest(k)));
    return docs.map((d) => ({
      kind: d.kind,
      version: d.version,
      title: lang === Language.ar ? d.translations.ar.title : d.title,
      publishedAt: d.publishedAt,
    }));
  }

  /** Staff: the version in force of a page in both languages (the editor starts from it). */
  async source(kind: LegalKind): Promise<LegalDocumentSourceObject> {
    const d = await this.latest(kind);
    return {
      kind: d.kind,
      version: d.version,
      publishedAt: d.publishedAt,
      title: d.title,
      body: d.body,
      titleAr: d.translations.ar.title,
      bodyAr: d.translations.ar.body,
    };
  }

  /**
   * Staff: publishes the next version of a page, in force from `now`; both bodies sanitized. Two staff
   * publishing the same page at once get consecutive numbers (the unique `(kind, version)` index decides).
   * @throws VALIDATION_FAILED (body, bodyAr) when nothing is left of a text after sanitizing.
   */
  async publish(caller: AuthUser, input: PublishLegalDocumentInput, now = new Date()): Promise<LegalDocumentObject> {
    const body = sanitizeRichText(input.body);
    const bodyAr = sanitizeRichText(input.bodyAr);
    if (!body) throw LegalErrors.emptyBody('body');
    if (!bodyAr) throw LegalErrors.emptyBody('bodyAr');
    for (let attempt = 0; ; attempt++) {
      const latest = await this.latest(input.kind);
      try {
        const created = await this.legal.insert({
          kind: input.kind,
          version: latest.version + 1,
          title: input.title,
          body,
          summary: input.summary ?? '',
          translations: { ar: { title: input.titleAr, body: bodyAr, summary: input.summaryAr ?? '' } },
          publishedAt: now,
          publishedBy: new Types.ObjectId(caller.id),
        });
        return toDocumentObject(created, true, Language.en);
      } catch (err) {
        if (!isDuplicateKeyError(err) || attempt >= PUBLISH_RETRIES) throw err;
      }
    }
  }

  /**
   * Checks that each accepted version is the one in force (sign-up checks when the form is sent, and
   * records once the e-mail is verified). @throws TERMS_CHANGED (409, `meta.kind`) when one is not.
   */
  async assertCurrent(accepted: readonly LegalAcceptanceInput[]): Promise<void> {
    const current = new Map((await Promise.all(accepted.map((a) => this.latest(a.kind)))).map((d) => [d.kind, d.version]));
    for (const a of accepted) if (current.get(a.kind) !== a.version) throw LegalErrors.outdated(a.kind);
  }

  /** Records that `userId` accepted these versions at `at` (already checked with {@link assertCurrent}). */
  async record(
    userId: string | Types.ObjectId,
    accepted: readonly LegalAcceptanceInput[],
    source: ConsentSource,
    at: Date,
    checkout: Types.ObjectId | null = null,
  ): Promise<void> {
    const user = typeof userId === 'string' ? new Types.ObjectId(userId) : userId;
    await this.legal.insertConsents(accepted.map((a) => ({ user, kind: a.kind, version: a.version, acceptedAt: at, source, checkout })));
  }

  /**
   * Checkout, before the card is charged: the customer must have accepted the terms in force, earlier or
   * now (`acceptedTermsVersion`, the version the checkout showed, recorded with the checkout's id).
   * @throws TERMS_NOT_ACCEPTED when neither; TERMS_CHANGED when the version sent is not the one in force.
   */
  async requireTermsAtCheckout(
    userId: string,
    acceptedTermsVersion: number | null,
    checkoutId: Types.ObjectId,
    now = new Date(),
  ): Promise<void> {
    if (acceptedTermsVersion != null) {
      const accepted = [{ kind: LegalKind.Terms, version: acceptedTermsVersion }];
      await this.assertCurrent(accepted);
      await this.record(userId, accepted, ConsentSource.Checkout, now, checkoutId);
      return;
    }
    if ((await this.termsStatus(userId)).mustAccept) throw LegalErrors.notAccepted();
  }

  /** `myTermsStatus` / checkout: whether the customer has accepted the terms in force. */
  async termsStatus(userId: string | Types.ObjectId): Promise<TermsStatusObject> {
    const [latest, accepted] = await Promise.all([this.latest(LegalKind.Terms), this.legal.acceptedVersion(userId, LegalKind.Terms)]);
    return { currentVersion: latest.version, acceptedVersion: accepted || null, mustAccept: accepted < latest.version };
  }

  /** A customer's consents, newest first (their profile, the staff customer page, the data export). */
  async consentsOf(userId: string | Types.ObjectId): Promise<ConsentObject[]> {
    return (await this.legal.consentsOf(userId)).map(toConsentObject);
  }

  /** The consents given at one checkout (the staff order page). */
  async consentsAtCheckout(checkoutId: string | Types.ObjectId): Promise<ConsentObject[]> {
    return (await this.legal.consentsAtCheckout(checkoutId)).map(toConsentObject);
  }

  /** The newest version of `kind`, storing version 1 from the shipped texts first when none exists. */
  private async latest(kind: LegalKind): Promise<LegalDocument> {
    const found = await this.legal.latest(kind);
    if (found) return found;
    const settings: LegalTextSettings = {
      cutoffHours: this.cfg.MENU_CUTOFF_HOURS,
      supplierName: this.cfg.SUPPLIER_NAME,
      supportPhone: this.cfg.SUPPORT_PHONE,
    };
    const en = englishLegalTexts(settings)[kind];
    const ar = arabicLegalTexts(settings)[kind];
    await this.legal.insertFirstIfMissing({
      kind,
      version: 1,
      title: en.title,
      body: sanitizeRichText(en.body),
      summary: '',
      translations: { ar: { title: ar.title, body: sanitizeRichText(ar.body), summary: '' } },
      publishedAt: new Date(),
      publishedBy: null,
    });
    const stored = await this.legal.latest(kind);
    if (!stored) throw LegalErrors.versionNotFound();
    return stored;
  }
}
