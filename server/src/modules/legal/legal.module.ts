import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Consent, ConsentSchema, LegalDocument, LegalDocumentSchema } from './legal-document.schema.js';
import { LegalRepository } from './legal.repository.js';
import { LegalResolver } from './legal.resolver.js';
import { LegalService } from './legal.service.js';

/** The legal pages in versions and the customers' consents to them. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: LegalDocument.name, schema: LegalDocumentSchema },
      { name: Consent.name, schema: ConsentSchema },
    ]),
  ],
  providers: [LegalRepository, LegalService, LegalResolver],
  exports: [LegalService],
})
export class LegalModule {}
