import { Module } from '@nestjs/common';
import { collectionFeature } from '../../common/database/collection-feature.js';
import { ContactController } from './contact.controller.js';
import { ContactRepository } from './contact.repository.js';
import { ContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';
import { ContactRequest, ContactRequestSchema } from './contact-request.schema.js';

/** Contact-us messages and corporate enquiries. */
@Module(
  collectionFeature(ContactRequest, ContactRequestSchema, {
    repository: ContactRepository,
    service: ContactService,
    resolver: ContactResolver,
    controller: ContactController,
  }),
)
export class ContactModule {}
