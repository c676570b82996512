import { Module } from '@nestjs/common';
import { LocalDiskStorage } from './local-disk.storage.js';
import { STORAGE } from './storage.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

/** Image uploads on a {@link import('./storage.js').StorageService} (local disk by default). */
@Module({
  controllers: [UploadsController],
  providers: [UploadsService, { provide: STORAGE, useClass: LocalDiskStorage }],
  exports: [UploadsService],
})
export class UploadsModule {}
