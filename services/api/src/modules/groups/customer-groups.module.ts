import { Module } from '@nestjs/common';
import { CustomerGroupsController } from './customer-groups.controller';
import { CustomerGroupsRepository } from './customer-groups.repository';
import { CustomerGroupsService } from './customer-groups.service';

@Module({
  controllers: [CustomerGroupsController],
  providers: [CustomerGroupsService, CustomerGroupsRepository],
  exports: [CustomerGroupsService, CustomerGroupsRepository],
})
export class CustomerGroupsModule {}
