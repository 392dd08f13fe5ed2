import { Module } from '@nestjs/common';
import { ConflictsModule } from '../conflicts/conflicts.module';
import { DemoDataController } from './demo-data.controller';
import { DemoDataService } from './demo-data.service';

@Module({ imports: [ConflictsModule], controllers: [DemoDataController], providers: [DemoDataService], exports: [DemoDataService] })
export class DemoDataModule {}
