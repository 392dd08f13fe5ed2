import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  moveMyAppointmentRequestSchema,
  myAppointmentActionRequestSchema,
  myAppointmentAvailabilityQuerySchema,
  myAppointmentQuerySchema,
  myAppointmentResponseSchema,
  publicAvailabilityResponseSchema,
} from '@groombook/contracts';
import type { z } from 'zod';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { clientIp } from '../../core/http/client-address';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { MyAppointmentService } from './my-appointment.service';

type Answer = z.infer<typeof myAppointmentResponseSchema>;

/** /api/my-appointment: the customer's own appointment, opened by their link's token alone (no sign-in). */
@Controller('api/my-appointment')
export class MyAppointmentController {
  constructor(private readonly mine: MyAppointmentService) {}

  @Get()
  @Access('my-appointment.read')
  @Responds(myAppointmentResponseSchema)
  async view(@ValidQuery(myAppointmentQuerySchema) query: z.infer<typeof myAppointmentQuerySchema>, @Req() request: FastifyRequest): Promise<Answer> {
    return { success: true, appointment: await this.mine.view(query.token, clientIp(request)) };
  }

  @Get('availability')
  @Access('my-appointment.read')
  @Responds(publicAvailabilityResponseSchema)
  async availability(
    @ValidQuery(myAppointmentAvailabilityQuerySchema) query: z.infer<typeof myAppointmentAvailabilityQuerySchema>,
    @Req() request: FastifyRequest,
  ): Promise<z.infer<typeof publicAvailabilityResponseSchema>> {
    return { success: true, date: query.date, times: await this.mine.freeTimesOn(query.token, query.date, clientIp(request)) };
  }

  @Post('confirm')
  @HttpCode(200)
  @Access('my-appointment.change')
  @Responds(myAppointmentResponseSchema)
  async confirm(@ValidBody(myAppointmentActionRequestSchema) body: z.infer<typeof myAppointmentActionRequestSchema>, @Req() request: FastifyRequest): Promise<Answer> {
    return { success: true, message: 'Appointment confirmed', appointment: await this.mine.confirm(body.token, clientIp(request)) };
  }

  @Post('cancel')
  @HttpCode(200)
  @Access('my-appointment.change')
  @Responds(myAppointmentResponseSchema)
  async cancel(@ValidBody(myAppointmentActionRequestSchema) body: z.infer<typeof myAppointmentActionRequestSchema>, @Req() request: FastifyRequest): Promise<Answer> {
    return { success: true, message: 'Appointment cancelled', appointment: await this.mine.cancel(body.token, clientIp(request)) };
  }

  @Post('move')
  @HttpCode(200)
  @Access('my-appointment.change')
  @Responds(myAppointmentResponseSchema)
  async move(@ValidBody(moveMyAppointmentRequestSchema) body: z.infer<typeof moveMyAppointmentRequestSchema>, @Req() request: FastifyRequest): Promise<Answer> {
    return { success: true, message: 'Appointment moved', appointment: await this.mine.move(body.token, { date: body.date, time: body.time }, clientIp(request)) };
  }
}
