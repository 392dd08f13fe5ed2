import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createOnlineBookingRequestSchema, onlineBookingResponseSchema, type CreateOnlineBooking } from '@groombook/contracts';
import type { z } from 'zod';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { clientIp } from '../../core/http/client-address';
import { ValidBody } from '../../core/http/valid-input';
import { OnlineBookingService } from './online-booking.service';

export const ONLINE_BOOKING_MESSAGE = 'Your appointment is booked';

/** POST /api/online-bookings: a customer books a free time of a salon in instant mode, without an account. */
@Controller('api/online-bookings')
export class OnlineBookingsController {
  constructor(private readonly bookings: OnlineBookingService) {}

  @Post()
  @HttpCode(201)
  @Access('online-bookings.create')
  @Responds(onlineBookingResponseSchema)
  async create(
    @ValidBody(createOnlineBookingRequestSchema) body: CreateOnlineBooking,
    @Req() request: FastifyRequest,
  ): Promise<z.infer<typeof onlineBookingResponseSchema>> {
    const { appointment, confirmationSent } = await this.bookings.book(body, clientIp(request));
    return { success: true, message: ONLINE_BOOKING_MESSAGE, appointment, confirmation_sent: confirmationSent };
  }
}
