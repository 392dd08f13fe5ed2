import { Module } from '@nestjs/common';
import { ConflictsModule } from '../conflicts/conflicts.module';
import { DomainRepositoriesModule } from '../domain-repositories.module';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';

@Module({
  imports: [ConflictsModule, DomainRepositoriesModule],
  controllers: [CustomersController],
  providers: [CustomersService],
  exports: [CustomersService],
})
export class CustomersModule {}
