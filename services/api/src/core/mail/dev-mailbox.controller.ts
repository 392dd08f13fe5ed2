import { Controller, Get, Header, Inject, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Access } from '../auth/access.decorator';
import { MailService } from './mail.service';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const linkify = (text: string) => escape(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * Development only (no SMTP_URL, not production): the mail the API would have sent. It
 * holds sign-in links, so only this machine or a signed-in super admin may read it.
 */
@Controller('api/dev/mailbox')
export class DevMailboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  @Get()
  @Access('dev.mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async page(): Promise<string> {
    if (this.config.mail.mode !== 'dev-mailbox') throw new NotFoundException('Cannot GET /api/dev/mailbox');
    const items = (await this.mail.mailbox())
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} at ${escape(m.createdAt.toISOString())}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    return `<!doctype html><meta charset="utf-8"><title>Development mailbox</title><main><h1>Development mailbox</h1>${items || '<p>No mail yet.</p>'}</main>`;
  }
}
