import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { AppointmentListItem, checkoutRequestSchema } from '@groombook/contracts';
import { APPOINTMENT_STATUS_LABELS, checkoutFigures, mayCheckOut } from '@groombook/domain';
import { NotFoundError, RuleRefusedError } from '../../core/errors/domain-errors';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { GroomersRepository } from '../groomers/groomers.repository';
import { AppointmentStatusRepository } from './appointment-status.repository';
import { AppointmentStatusService, type StatusCaller } from './appointment-status.service';

/** The checkout request as validated (tips defaulted to none). */
export type ParsedCheckout = z.output<typeof checkoutRequestSchema>;

/**
 * Checkout at the desk, in one transaction: the payment, the discount, the total with the
 * company's tax on the discounted price, the tip and its shares, and the move to completed
 * (with its history and events). Only an open appointment is checked out.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly db: TenantDb,
    private readonly statuses: AppointmentStatusRepository,
    private readonly status: AppointmentStatusService,
    private readonly groomers: GroomersRepository,
  ) {}

  checkout(caller: StatusCaller, request: ParsedCheckout): Promise<AppointmentListItem> {
    const tips = request.tips;
    return this.db.forCompany(caller.companyId, async (m) => {
      const locked = await this.status.lock(m, caller.companyId, request.id);
      if (!mayCheckOut(locked.status)) {
        throw new RuleRefusedError(`A ${APPOINTMENT_STATUS_LABELS[locked.status].toLowerCase()} appointment cannot be checked out`);
      }
      for (const share of tips) {
        if (!(await this.groomers.exists(m, caller.companyId, share.groomer_id))) throw new NotFoundError('Groomer not found');
      }
      const discount = request.discount ?? null;
      const figures = checkoutFigures({
        price: locked.charged_amount,
        discount,
        taxRatePercent: locked.tax_rate_percent,
        amountPaid: request.amount_paid,
        tipShares: tips.map((share) => share.amount),
      });
      await this.statuses.recordCheckout(m, caller.companyId, request.id, {
        paymentMethod: request.payment_method,
        amountPaid: request.amount_paid,
        discount: discount && { ...discount, amount: figures.discount },
        totalWithTax: figures.totalWithTax,
        tip: figures.tip,
      });
      // No shares entered: the calculated tip is the appointment's groomer's.
      const shares = tips.length > 0 ? tips : figures.tip > 0 && locked.groomer_id ? [{ groomer_id: locked.groomer_id, amount: figures.tip }] : [];
      await this.statuses.replaceTips(m, caller.companyId, request.id, shares);
      await this.status.moveIn(m, caller, request.id, locked, { status: 'completed', reason: null, late: null });
      return this.status.read(m, caller.companyId, request.id);
    });
  }
}
