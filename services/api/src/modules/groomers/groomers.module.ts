import { Module } from '@nestjs/common';
import { GroomersController } from './groomers.controller';
import { GroomersRepository } from './groomers.repository';
import { GroomersService } from './groomers.service';

@Module({
  controllers: [GroomersController],
  providers: [GroomersService, GroomersRepository],
  exports: [GroomersService, GroomersRepository],
})
export class GroomersModule {}
