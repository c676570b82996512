import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NewsletterSubscriber, NewsletterSubscriberSchema } from './newsletter-subscriber.schema.js';
import { NewslettersController } from './newsletters.controller.js';
import { NewsletterRepository } from './newsletters.repository.js';
import { NewslettersResolver } from './newsletters.resolver.js';
import { NewslettersService } from './newsletters.service.js';

/** The newsletter: the public subscription form and the staff list and export. */
@Module({
  imports: [MongooseModule.forFeature([{ name: NewsletterSubscriber.name, schema: NewsletterSubscriberSchema }])],
  controllers: [NewslettersController],
  providers: [NewsletterRepository, NewslettersService, NewslettersResolver],
  exports: [NewslettersService],
})
export class NewslettersModule {}
