import { Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  bookingRequestResponseSchema,
  bookingRequestsQuerySchema,
  bookingRequestsResponseSchema,
  createBookingRequestSchema,
  type BookingRequestsQuery,
  type CreateBookingRequest,
} from '@groombook/contracts';
import { decideBookingRequestSchema, type DecideBookingRequest } from '@groombook/contracts/platform';
import type { z } from 'zod';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { clientIp } from '../../core/http/client-address';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { BookingRequestsService } from './booking-requests.service';

export const BOOKING_REQUEST_SENT_MESSAGE = 'Request sent! The salon will contact you to confirm.';

/** /api/booking-requests: the customers' public requests, and staff's list and decisions. */
@Controller('api/booking-requests')
export class BookingRequestsController {
  constructor(private readonly requests: BookingRequestsService) {}

  @Post()
  @HttpCode(201)
  @Access('booking-requests.create')
  async create(@ValidBody(createBookingRequestSchema) body: CreateBookingRequest, @Req() request: FastifyRequest) {
    await this.requests.create(body, clientIp(request));
    return { success: true as const, message: BOOKING_REQUEST_SENT_MESSAGE };
  }

  @Get()
  @Access('booking-requests.read')
  @Responds(bookingRequestsResponseSchema)
  async list(
    @CompanyId() companyId: string,
    @ValidQuery(bookingRequestsQuerySchema) query: BookingRequestsQuery,
  ): Promise<z.infer<typeof bookingRequestsResponseSchema>> {
    return { success: true, data: { booking_requests: await this.requests.list(companyId, query.status) } };
  }

  @Put()
  @Access('booking-requests.decide')
  @Responds(bookingRequestResponseSchema)
  async decide(
    @CompanyId() companyId: string,
    @ValidBody(decideBookingRequestSchema) body: DecideBookingRequest,
  ): Promise<z.infer<typeof bookingRequestResponseSchema>> {
    const { request, confirmationSent } = await this.requests.decide(companyId, body);
    const message = request.status === 'accepted' ? 'Booking request accepted' : 'Booking request declined';
    return { success: true, message, booking_request: request, confirmation_sent: confirmationSent };
  }
}
