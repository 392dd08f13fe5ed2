import { Controller, Get, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  publicAvailabilityQuerySchema,
  publicAvailabilityResponseSchema,
  publicServicesQuerySchema,
  publicServicesResponseSchema,
  type AvailabilityQuery,
  type AvailabilityResponse,
  type PublicAvailabilityResponse,
  type PublicServicesResponse,
} from '@groombook/contracts';
import type { z } from 'zod';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { clientIp } from '../../core/http/client-address';
import { ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { AvailabilityReadsService } from './availability-reads.service';

/**
 * The free start times of a day: staff's per groomer (/api/availability), and the booking
 * page's start times only, with its menu (/api/public/availability, /api/public/services).
 */
@Controller('api')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityReadsService) {}

  @Get('availability')
  @Access('availability.read')
  @Responds(availabilityResponseSchema)
  async staff(@CompanyId() companyId: string, @ValidQuery(availabilityQuerySchema) query: AvailabilityQuery): Promise<AvailabilityResponse> {
    const day = await this.availability.staff(companyId, {
      date: query.date,
      services: query.services,
      dogSize: query.dog_size,
      groomerId: query.groomer_id,
      excludeAppointmentId: query.exclude_appointment_id,
    });
    return { success: true, ...day };
  }

  @Get('public/availability')
  @Access('public-booking.read')
  @Responds(publicAvailabilityResponseSchema)
  async public(@ValidQuery(publicAvailabilityQuerySchema) query: z.infer<typeof publicAvailabilityQuerySchema>, @Req() request: FastifyRequest): Promise<PublicAvailabilityResponse> {
    const day = await this.availability.public(query.company_id, { date: query.date, services: query.services, dogSize: query.dog_size }, clientIp(request));
    return { success: true, date: day.date, times: day.times };
  }

  @Get('public/services')
  @Access('public-booking.read')
  @Responds(publicServicesResponseSchema)
  async publicServices(@ValidQuery(publicServicesQuerySchema) query: z.infer<typeof publicServicesQuerySchema>, @Req() request: FastifyRequest): Promise<PublicServicesResponse> {
    return { success: true, ...(await this.availability.publicServices(query.company_id, clientIp(request))) };
  }
}
