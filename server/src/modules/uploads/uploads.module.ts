import { Module } from '@nestjs/common';
import { GridFsStorage } from './gridfs.storage.js';
import { STORAGE } from './storage.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

/** Image uploads on a {@link import('./storage.js').StorageService}: MongoDB GridFS. */
@Module({
  controllers: [UploadsController],
  providers: [GridFsStorage, UploadsService, { provide: STORAGE, useExisting: GridFsStorage }],
  exports: [UploadsService, GridFsStorage],
})
export class UploadsModule {}
