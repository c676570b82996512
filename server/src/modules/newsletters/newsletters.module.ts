import { Module } from '@nestjs/common';
import { collectionFeature } from '../../common/database/collection-feature.js';
import { NewsletterSubscriber, NewsletterSubscriberSchema } from './newsletter-subscriber.schema.js';
import { NewslettersController } from './newsletters.controller.js';
import { NewsletterRepository } from './newsletters.repository.js';
import { NewslettersResolver } from './newsletters.resolver.js';
import { NewslettersService } from './newsletters.service.js';

/** The newsletter: the public subscription form and the staff list and export. */
@Module(
  collectionFeature(NewsletterSubscriber, NewsletterSubscriberSchema, {
    repository: NewsletterRepository,
    service: NewslettersService,
    resolver: NewslettersResolver,
    controller: NewslettersController,
  }),
)
export class NewslettersModule {}
