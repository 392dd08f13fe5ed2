import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { resolveJwtSecret } from '../../core/auth/jwt-secret';
import { Clock } from '../../core/clock/clock';

/** How long a link shown in the browser opens its photo. */
export const BROWSER_LINK_SECONDS = 60 * 60;
/** How long a link sent with an MMS opens its photo: long enough for the provider to fetch it, retries included. */
export const MMS_LINK_SECONDS = 24 * 60 * 60;

/** What a signed link names: the company, the photo, and until when (unix seconds). */
export interface MediaLinkClaim {
  companyId: string;
  mediaId: string;
  expires: number;
}

/**
 * Signed, expiring links to photos: `/api/media/<id>?company=<id>&expires=<unix>&signature=<hex>`,
 * the signature an HMAC-SHA256 over the company, the photo and the expiry with a key of its own
 * (MEDIA_SIGNING_SECRET, else one derived from the access-token key for this purpose only).
 * A link opens only the photo it was made for, of the company it was made for, until it expires.
 */
@Injectable()
export class MediaLinks {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = config.media.signingSecret
      ? Buffer.from(config.media.signingSecret)
      : createHmac('sha256', resolveJwtSecret(config)).update('groombook media links v1').digest();
  }

  /** The path and query of a link to the photo, valid for `seconds` from now. */
  path(companyId: string, mediaId: string, seconds: number): string {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + seconds;
    const query = new URLSearchParams({ company: companyId, expires: String(expires), signature: this.signature({ companyId, mediaId, expires }) });
    return `/api/media/${mediaId}?${query.toString()}`;
  }

  /** The same link as an address outside callers (the SMS provider) can open: under PUBLIC_URL when it is set. */
  url(companyId: string, mediaId: string, seconds: number): string {
    const base = (this.config.publicUrl ?? '').replace(/\/+$/, '');
    return `${base}${this.path(companyId, mediaId, seconds)}`;
  }

  /** Whether `signature` was made for this claim and the claim has not expired. */
  valid(claim: MediaLinkClaim, signature: string): boolean {
    const expected = Buffer.from(this.signature(claim), 'hex');
    const given = Buffer.from(signature, 'hex');
    const signed = given.length === expected.length && timingSafeEqual(given, expected);
    return signed && claim.expires * 1000 > this.clock.now().getTime();
  }

  private signature(claim: MediaLinkClaim): string {
    return createHmac('sha256', this.key).update(`${claim.companyId}.${claim.mediaId}.${claim.expires}`).digest('hex');
  }
}
