import { Controller, Get, Post, Put, Query } from '@nestjs/common';
import {
  sendSmsRequestSchema,
  smsConversationQuerySchema,
  smsConversationsQuerySchema,
  type SendSmsRequest,
  type SmsConversationQuery,
  type SmsConversation,
  type SmsConversationDetail,
  type SmsMessage,
  type SmsSummary,
  type SmsUnread,
} from '@groombook/contracts';
import { Reads } from '../../../core/api-docs/api-docs.decorators';
import { Access } from '../../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../../core/http/valid-input';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { CompanyId } from '../../../core/tenancy/company-id.decorator';
import { SmsConversationsService } from './sms-conversations.service';

const conversationQuery = new ZodValidationPipe(smsConversationQuerySchema);
const listQuery = new ZodValidationPipe(smsConversationsQuerySchema);

/** The SMS conversations (staff and admins), the header's unread count, and the dashboard's SMS figures (admins). */
@Controller('api')
export class SmsConversationsController {
  constructor(private readonly conversations: SmsConversationsService) {}

  /** `?customerId=`: that customer's conversation; otherwise the list (`?search=`). */
  @Get('sms-conversations')
  @Access('sms.conversations.read')
  @Reads({ query: [smsConversationQuerySchema, smsConversationsQuerySchema] })
  async read(
    @CompanyId() companyId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<{ success: true; data: SmsConversation[] | SmsConversationDetail }> {
    if ('customerId' in query) {
      const { customerId } = conversationQuery.transform(query);
      return { success: true, data: await this.conversations.get(companyId, customerId) };
    }
    const { search } = listQuery.transform(query);
    return { success: true, data: await this.conversations.list(companyId, search) };
  }

  @Put('sms-conversations')
  @Access('sms.conversations.mark-read')
  async markRead(
    @CompanyId() companyId: string,
    @ValidQuery(smsConversationQuerySchema) { customerId }: SmsConversationQuery,
  ): Promise<{ success: true }> {
    await this.conversations.markRead(companyId, customerId);
    return { success: true };
  }

  @Post('sms-conversations')
  @Access('sms.conversations.send')
  async send(
    @CompanyId() companyId: string,
    @ValidQuery(smsConversationQuerySchema) { customerId }: SmsConversationQuery,
    @ValidBody(sendSmsRequestSchema) body: SendSmsRequest,
  ): Promise<{ success: true; data: { message: SmsMessage } }> {
    return { success: true, data: { message: await this.conversations.reply(companyId, customerId, body.message) } };
  }

  @Get('sms-summary')
  @Access('sms.summary')
  async summary(@CompanyId() companyId: string): Promise<{ success: true; data: SmsSummary }> {
    return { success: true, data: await this.conversations.summary(companyId) };
  }

  /** The header's Messages badge: conversations with unread messages. */
  @Get('sms-unread')
  @Access('sms.unread.read')
  async unread(@CompanyId() companyId: string): Promise<{ success: true; data: SmsUnread }> {
    return { success: true, data: await this.conversations.unread(companyId) };
  }
}
