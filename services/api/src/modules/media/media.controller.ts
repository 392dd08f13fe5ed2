import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  mediaLinkParamsSchema,
  mediaLinkQuerySchema,
  mediaUploadResponseSchema,
  type MediaFile,
  type MediaLinkParams,
  type MediaLinkQuery,
} from '@groombook/contracts';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ValidParams, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { MediaService } from './media.service';


/**
 * Photos: POST /api/media takes the image as the raw body (Content-Type image/jpeg or image/png,
 * at most 5 MB; the one route whose body may pass the 1 MB of JSON bodies); GET /api/media/:id
 * answers the image to whoever holds a signed link that has not expired (the SMS provider
 * fetches an MMS's photo this way), and nothing else to anyone.
 */
@Controller('api/media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post()
  @Access('media.create')
  @Responds(mediaUploadResponseSchema)
  async upload(
    @CompanyId() companyId: string,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<{ success: true; data: MediaFile }> {
    return { success: true, data: await this.media.upload(companyId, user.id, request.body) };
  }

  @Get(':id')
  @Access('media.read')
  async open(
    @ValidParams(mediaLinkParamsSchema) { id }: MediaLinkParams,
    @ValidQuery(mediaLinkQuerySchema) link: MediaLinkQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const photo = await this.media.open(id, link);
    await reply
      .code(200)
      .header('Content-Type', photo.contentType)
      .header('Content-Length', String(photo.data.length))
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Disposition', 'inline')
      .send(photo.data);
  }
}
