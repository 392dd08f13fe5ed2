import { Module } from '@nestjs/common';
import { DomainRepositoriesModule } from '../domain-repositories.module';
import { GroomersController } from './groomers.controller';
import { GroomersService } from './groomers.service';

@Module({ imports: [DomainRepositoriesModule], controllers: [GroomersController], providers: [GroomersService], exports: [GroomersService] })
export class GroomersModule {}
