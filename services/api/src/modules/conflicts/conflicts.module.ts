import { Module } from '@nestjs/common';
import { DomainRepositoriesModule } from '../domain-repositories.module';
import { ConflictCache } from './conflict-cache';
import { ConflictCacheWarmJob } from './conflict-cache-warm.job';
import { ConflictCacheWarmer } from './conflict-cache-warmer';
import { ConflictsController } from './conflicts.controller';
import { ConflictsService } from './conflicts.service';

@Module({
  imports: [DomainRepositoriesModule],
  controllers: [ConflictsController],
  providers: [ConflictsService, ConflictCache, ConflictCacheWarmJob, ConflictCacheWarmer],
  exports: [ConflictCacheWarmer, ConflictsService],
})
export class ConflictsModule {}
