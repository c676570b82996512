import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContactController } from './contact.controller.js';
import { ContactRepository } from './contact.repository.js';
import { ContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';
import { ContactRequest, ContactRequestSchema } from './contact-request.schema.js';

/** Contact-us messages and corporate enquiries. */
@Module({
  imports: [MongooseModule.forFeature([{ name: ContactRequest.name, schema: ContactRequestSchema }])],
  controllers: [ContactController],
  providers: [ContactRepository, ContactService, ContactResolver],
  exports: [ContactService],
})
export class ContactModule {}
