import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { MediaController } from './media.controller';
import { MediaFilesRepository } from './media-files.repository';
import { MediaLinks } from './media-links';
import { MediaStore, mediaStore } from './media-store';
import { MediaService } from './media.service';

/** Photos: upload, storage (MEDIA_STORAGE), signed links. Texts (MMS) and report cards use `MediaService`. */
@Module({
  controllers: [MediaController],
  providers: [
    MediaFilesRepository,
    MediaLinks,
    { provide: MediaStore, inject: [APP_CONFIG, MediaFilesRepository], useFactory: (config: AppConfig, files: MediaFilesRepository) => mediaStore(config, files) },
    MediaService,
  ],
  exports: [MediaService],
})
export class MediaModule {}
