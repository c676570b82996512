import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { InvoicesService } from './invoices.service.js';
import { TaxCounter, TaxCounterSchema, TaxDocument, TaxDocumentSchema } from './tax-document.schema.js';
import { TaxDocumentRepository } from './tax-documents.repository.js';

/** UAE VAT tax invoices and credit notes (numbers and PDFs). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: TaxDocument.name, schema: TaxDocumentSchema },
      { name: TaxCounter.name, schema: TaxCounterSchema },
    ]),
  ],
  providers: [TaxDocumentRepository, InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
