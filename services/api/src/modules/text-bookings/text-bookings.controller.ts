import { Controller, Get, Post } from '@nestjs/common';
import {
  smsConversationQuerySchema,
  textBookingConfirmationRequestSchema,
  textBookingSuggestionResponseSchema,
  type SmsConversationQuery,
  type SmsMessage,
  type TextBookingConfirmationRequest,
  type TextBookingSuggestion,
} from '@groombook/contracts';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { TextBookingsService } from './text-bookings.service';

/** The appointment a conversation's latest texts ask for, and the confirmation text of the one booked from it (staff and admins, as the conversations). */
@Controller('api')
export class TextBookingsController {
  constructor(private readonly textBookings: TextBookingsService) {}

  @Get('sms-conversations/suggestion')
  @Access('sms.conversations.read')
  @Responds(textBookingSuggestionResponseSchema)
  async suggestion(
    @CompanyId() companyId: string,
    @ValidQuery(smsConversationQuerySchema) { customerId }: SmsConversationQuery,
  ): Promise<{ success: true; data: TextBookingSuggestion | null }> {
    return { success: true, data: await this.textBookings.suggestion(companyId, customerId) };
  }

  @Post('text-bookings/confirmation')
  @Access('sms.conversations.send')
  async confirm(
    @CompanyId() companyId: string,
    @ValidBody(textBookingConfirmationRequestSchema) { appointmentId }: TextBookingConfirmationRequest,
  ): Promise<{ success: true; data: { message: SmsMessage } }> {
    return { success: true, data: { message: await this.textBookings.confirm(companyId, appointmentId) } };
  }
}
