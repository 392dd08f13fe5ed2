import { Controller, Get, Header, Inject, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Access } from '../auth/access.decorator';
import { DevMailbox } from './dev-mailbox';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const linkify = (text: string) => escape(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** Development only (no SMTP_URL, not production): the mail the API would have sent. */
@Controller('api/dev/mailbox')
export class DevMailboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailbox: DevMailbox,
  ) {}

  @Get()
  @Access('dev.mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    if (this.config.env === 'production' || this.config.mail.smtpUrl) throw new NotFoundException('Cannot GET /api/dev/mailbox');
    const items = this.mailbox
      .list()
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} at ${escape(m.sentAt)}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    return `<!doctype html><meta charset="utf-8"><title>Development mailbox</title><body style="font-family:system-ui;max-width:760px;margin:2rem auto"><h1>Development mailbox</h1>${items || '<p>No mail yet.</p>'}</body>`;
  }
}
