import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { MediaController } from './media.controller';
import { MediaFilesRepository } from './media-files.repository';
import { MediaLinks } from './media-links';
import { DatabaseMediaStore, DiskMediaStore, MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';
import { MediaService } from './media.service';

/** The store MEDIA_STORAGE names. */
function mediaStore(config: AppConfig, files: MediaFilesRepository): MediaStore {
  if (config.media.storage === 'disk') return new DiskMediaStore(config.media.dir);
  if (config.media.s3) return new S3MediaStore(config.media.s3);
  return new DatabaseMediaStore(files);
}

/** Photos: upload, storage (MEDIA_STORAGE), signed links. Texts (MMS) and report cards use `MediaService`. */
@Module({
  controllers: [MediaController],
  providers: [
    MediaFilesRepository,
    MediaLinks,
    { provide: MediaStore, inject: [APP_CONFIG, MediaFilesRepository], useFactory: mediaStore },
    MediaService,
  ],
  exports: [MediaService],
})
export class MediaModule {}
