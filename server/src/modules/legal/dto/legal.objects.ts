import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ConsentSource, LegalKind } from '../legal.types.js';

registerEnumType(LegalKind, {
  name: 'LegalKind',
  description:
    'A legal page: terms (terms and conditions), privacy (privacy policy), refunds (refund and cancellation policy), delivery (delivery policy).',
});
registerEnumType(ConsentSource, { name: 'ConsentSource', description: 'Where a consent was given: signup or checkout.' });

/** One version of a legal page, in the request's language. */
@ObjectType('LegalDocument')
export class LegalDocumentObject {
  @Field(() => ID) id!: string;
  @Field(() => LegalKind) kind!: LegalKind;
  @Field(() => Int, { description: 'Version number: 1, 2, 3, ... per page.' }) version!: number;
  @Field({ description: 'Title in the request language.' }) title!: string;
  @Field({ description: 'Sanitized HTML body in the request language.' }) body!: string;
  @Field({ description: 'What changed from the previous version, in the request language; empty for the first.' }) summary!: string;
  @Field({ description: 'When this version took effect (UTC).' }) publishedAt!: Date;
  @Field({ description: 'Whether this is the version in force (the newest).' }) current!: boolean;
}

/** A version in the list of a page's versions (no texts). */
@ObjectType('LegalVersion')
export class LegalVersionObject {
  @Field(() => Int) version!: number;
  @Field({ description: 'When this version took effect (UTC).' }) publishedAt!: Date;
  @Field({ description: 'What changed, in the request language; empty for the first version.' }) summary!: string;
}

/** The version in force of each legal page (what sign-up and checkout send back as accepted). */
@ObjectType('LegalCurrentVersion')
export class LegalCurrentVersionObject {
  @Field(() => LegalKind) kind!: LegalKind;
  @Field(() => Int) version!: number;
  @Field({ description: 'Title in the request language.' }) title!: string;
  @Field() publishedAt!: Date;
}

/** Staff: the version in force of a page in both languages, to start the next version from. */
@ObjectType('LegalDocumentSource')
export class LegalDocumentSourceObject {
  @Field(() => LegalKind) kind!: LegalKind;
  @Field(() => Int) version!: number;
  @Field() publishedAt!: Date;
  @Field() title!: string;
  @Field() body!: string;
  @Field() titleAr!: string;
  @Field() bodyAr!: string;
}

/** A customer's acceptance of a version of a legal page. */
@ObjectType('Consent')
export class ConsentObject {
  @Field(() => LegalKind) kind!: LegalKind;
  @Field(() => Int) version!: number;
  @Field({ description: 'When it was accepted (UTC).' }) acceptedAt!: Date;
  @Field(() => ConsentSource) source!: ConsentSource;
}

/** Whether the caller must accept the terms and conditions before paying. */
@ObjectType('TermsStatus')
export class TermsStatusObject {
  @Field(() => Int, { description: 'The terms version in force.' }) currentVersion!: number;
  @Field(() => Int, { nullable: true, description: 'The newest terms version the caller accepted, or null for none.' })
  acceptedVersion!: number | null;
  @Field({ description: 'True when the caller has not accepted the version in force (checkout asks for it).' }) mustAccept!: boolean;
}
