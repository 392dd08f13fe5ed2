import { Module } from '@nestjs/common';
import { ConflictCache } from './conflict-cache';
import { ConflictCacheWarmJob } from './conflict-cache-warm.job';
import { ConflictCacheWarmer } from './conflict-cache-warmer';
import { ConflictsController } from './conflicts.controller';
import { ConflictsService } from './conflicts.service';

@Module({
  controllers: [ConflictsController],
  providers: [ConflictsService, ConflictCache, ConflictCacheWarmJob, ConflictCacheWarmer],
  exports: [ConflictCacheWarmer, ConflictsService],
})
export class ConflictsModule {}
