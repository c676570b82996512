import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UsersModule } from '../users/users.module.js';
import { Notice, NoticeRead, NoticeReadSchema, NoticeSchema } from './notice.schema.js';
import { NoticesController } from './notices.controller.js';
import { NoticeRepository } from './notices.repository.js';
import { NoticesResolver } from './notices.resolver.js';
import { NoticesService } from './notices.service.js';

/** In-app notifications sent by staff (and by the product, e.g. renewals); the e-mail notifier is the separate `notifications` module. */
@Module({
  imports: [
    UsersModule,
    MongooseModule.forFeature([
      { name: Notice.name, schema: NoticeSchema },
      { name: NoticeRead.name, schema: NoticeReadSchema },
    ]),
  ],
  controllers: [NoticesController],
  providers: [NoticeRepository, NoticesService, NoticesResolver],
  exports: [NoticesService],
})
export class NoticesModule {}
