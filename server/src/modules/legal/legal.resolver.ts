import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { isObjectIdString } from '../../common/database/object-id.js';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Public, Role, Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import {
  ConsentObject,
  LegalCurrentVersionObject,
  LegalDocumentObject,
  LegalDocumentSourceObject,
  LegalVersionObject,
  TermsStatusObject,
} from './dto/legal.objects.js';
import { PublishLegalDocumentInput } from './dto/legal.inputs.js';
import { LegalService } from './legal.service.js';
import { LegalKind } from './legal.types.js';

/** The legal pages (footer, sign-up, checkout), their versions, staff publishing and the caller's consents. */
@Resolver(() => LegalDocumentObject)
export class LegalResolver {
  constructor(private readonly legal: LegalService) {}

  @Query(() => LegalDocumentObject, {
    description: 'A legal page in the request language: the version in force, or `version`. Errors: NOT_FOUND (no such version).',
  })
  @Public()
  legalDocument(
    @Args('kind', { type: () => LegalKind }) kind: LegalKind,
    @Args('version', { type: () => Int, nullable: true }) version: number | null,
    @RequestLanguage() lang: Language,
  ): Promise<LegalDocumentObject> {
    return this.legal.document(kind, version, lang);
  }

  @Query(() => [LegalVersionObject], {
    description: "Every version of a legal page, newest first, with its date (the page's version list).",
  })
  @Public()
  legalVersions(
    @Args('kind', { type: () => LegalKind }) kind: LegalKind,
    @RequestLanguage() lang: Language,
  ): Promise<LegalVersionObject[]> {
    return this.legal.versions(kind, lang);
  }

  @Query(() => [LegalCurrentVersionObject], {
    description:
      'The version in force of every legal page (terms, privacy, refunds, delivery): what sign-up and checkout send back as accepted.',
  })
  @Public()
  currentLegalVersions(@RequestLanguage() lang: Language): Promise<LegalCurrentVersionObject[]> {
    return this.legal.currentVersions(lang);
  }

  @Query(() => TermsStatusObject, {
    description: 'Whether the caller accepted the terms and conditions in force (checkout asks when not).',
  })
  @Roles(Role.User)
  myTermsStatus(@CurrentUser() caller: AuthUser): Promise<TermsStatusObject> {
    return this.legal.termsStatus(caller.id);
  }

  @Query(() => [ConsentObject], { description: "The caller's consents to the legal pages, newest first." })
  @Roles(Role.User)
  myConsents(@CurrentUser() caller: AuthUser): Promise<ConsentObject[]> {
    return this.legal.consentsOf(caller.id);
  }

  @Query(() => [ConsentObject], { description: "Staff: a customer's consents to the legal pages, newest first (the customer page)." })
  @Roles(...STAFF_ROLES)
  customerConsents(@Args('customerId', { type: () => ID }) customerId: string): Promise<ConsentObject[]> {
    return isObjectIdString(customerId) ? this.legal.consentsOf(customerId) : Promise.resolve([]);
  }

  @Query(() => LegalDocumentSourceObject, {
    description: 'Staff: the version in force of a legal page in English and Arabic (the editor starts from it).',
  })
  @Roles(...STAFF_ROLES)
  legalDocumentSource(@Args('kind', { type: () => LegalKind }) kind: LegalKind): Promise<LegalDocumentSourceObject> {
    return this.legal.source(kind);
  }

  @Mutation(() => LegalDocumentObject, {
    description:
      'Staff: publishes the next version of a legal page (both languages, HTML sanitized), in force from now; earlier versions stay readable. Errors: VALIDATION_FAILED.',
  })
  @Roles(...STAFF_ROLES)
  publishLegalDocument(@CurrentUser() caller: AuthUser, @Args('input') input: PublishLegalDocumentInput): Promise<LegalDocumentObject> {
    return this.legal.publish(caller, input);
  }
}
