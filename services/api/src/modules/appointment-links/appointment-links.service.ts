import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ERROR_CODES } from '@groombook/contracts';
import { Clock } from '../../core/clock/clock';
import { knownTimeZone } from '../../core/clock/company-time';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { NotFoundError } from '../../core/errors/domain-errors';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { linkStillValid } from './appointment-link-rules';
import { AppointmentLinksRepository, type LinkedAppointment } from './appointment-links.repository';

export const INVALID_LINK_MESSAGE = 'This link is no longer valid';
export const invalidLink = () => new NotFoundError(INVALID_LINK_MESSAGE, ERROR_CODES.invalidAppointmentLink);

/** The token's hash, as `appointment_links` keeps it: a stolen table opens nothing. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whose appointment a link opens. */
export interface LinkTarget {
  companyId: string;
  appointmentId: string;
}

/**
 * The customer's own link to an appointment, sent in its texts: an unguessable token (32
 * random bytes) of which only the hash is stored. A token opens that one appointment, while
 * it exists, is not cancelled and has not ended (in its company's time zone). An appointment
 * may have several (each text issues its own).
 */
@Injectable()
export class AppointmentLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly links: AppointmentLinksRepository,
    private readonly clock: Clock,
  ) {}

  /** A new token for the appointment, stored in the caller's transaction. */
  async issue(m: EntityManager, companyId: string, appointmentId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.links.insert(m, companyId, appointmentId, tokenHash(token));
    return token;
  }

  /** The address of the customer's page for a token, on the product's public origin. */
  url(token: string): string {
    const origin = this.config.publicUrl ? this.config.publicUrl.replace(/\/+$/, '') : `http://localhost:${this.config.port}`;
    return `${origin}/my-appointment?token=${token}`;
  }

  /** Whose appointment the token names (looked up across companies, by its hash only); null: none. */
  async target(token: string): Promise<LinkTarget | null> {
    const row = await this.db.platform((m) => this.links.find(m, tokenHash(token)));
    return row ? { companyId: row.company_id, appointmentId: row.appointment_id } : null;
  }

  /** The appointment a token opens, or null when the token is unknown, cancelled or past. */
  async resolve(token: string): Promise<LinkTarget | null> {
    const target = await this.target(token);
    if (!target) return null;
    const valid = await this.db.forCompany(target.companyId, async (m) => (await this.openIn(m, target, false).catch(() => null)) !== null);
    return valid ? target : null;
  }

  /** The linked appointment as it now is, whatever its state (the answer to a cancellation). */
  current(m: EntityManager, target: LinkTarget): Promise<LinkedAppointment | undefined> {
    return this.links.linked(m, target.companyId, target.appointmentId, false);
  }

  /**
   * The linked appointment in the caller's transaction of its company (locked when a change
   * follows); refused as an invalid link when it is gone, cancelled or over.
   */
  async openIn(m: EntityManager, target: LinkTarget, lock: boolean): Promise<LinkedAppointment> {
    const appointment = await this.links.linked(m, target.companyId, target.appointmentId, lock);
    if (!appointment || !linkStillValid(appointment, knownTimeZone(appointment.time_zone), this.clock.now())) throw invalidLink();
    return appointment;
  }
}
