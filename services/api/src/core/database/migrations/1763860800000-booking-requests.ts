import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTenantTable, NAME_REQUIRED } from './table-definitions';

/**
 * Booking requests: a customer's ask for a slot, sent from the public booking page without an
 * account, until staff accept it (with the appointment they booked for it) or decline it.
 * `phone_e164` is the number the request was matched to a customer by.
 */
export class BookingRequests1763860800000 implements MigrationInterface {
  name = 'BookingRequests1763860800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTenantTable(queryRunner, 'booking_requests', [
      NAME_REQUIRED,
      'phone text NOT NULL',
      'phone_e164 text NOT NULL',
      'dog_name text NOT NULL',
      'preferred_date date NOT NULL',
      'preferred_time time NOT NULL',
      'notes text',
      "status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined'))",
      'appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL',
      'decided_at timestamptz',
    ]);
    // The staff page: a company's requests of one status, oldest first.
    await queryRunner.query('CREATE INDEX booking_requests_company_status_idx ON booking_requests (company_id, status, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE booking_requests');
  }
}
