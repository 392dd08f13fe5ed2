import { describe, expect, it } from 'vitest';
import {
  appointmentErrors,
  appointmentFieldsOf,
  emptyAppointmentValues,
  preselectedAppointmentValues,
  moneyFigures,
  valuesOfAppointment,
  type AppointmentFormValues,
} from './appointment-values';
import { seriesAppointment } from './testing/fixtures';

const filled: AppointmentFormValues = {
  ...emptyAppointmentValues(null, '2026-03-02'),
  groomerId: 'g1',
  customerId: 'c1',
  time: '10:30',
  servicePrice: 80,
  paymentReceived: 100,
  dogName: ' Rex ',
  notes: '  ',
};

describe('appointment form values', () => {
  it("prefills the slot its address names (a calendar's empty slot), keeping only what is readable", () => {
    expect(preselectedAppointmentValues(null, { date: '2026-11-18', time: '15:00', groomerId: 'g1' }, '2026-03-02')).toMatchObject({
      date: '2026-11-18',
      time: '15:00',
      groomerId: 'g1',
      customerId: null,
    });
    expect(preselectedAppointmentValues('c1', { date: '2026-05-07', time: '14:00', dogName: ' Max ', serviceIds: 's1,s2' }, '2026-03-02')).toMatchObject({
      customerId: 'c1',
      dogName: 'Max',
      serviceIds: ['s1', 's2'],
    });
    expect(preselectedAppointmentValues('c1', { date: '2026-02-30', time: '25:00', groomerId: '' }, '2026-03-02')).toMatchObject({
      date: '2026-03-02',
      time: '',
      groomerId: null,
      customerId: 'c1',
    });
  });

  it('starts with today, no time, 90 minutes and the customer of ?customerId', () => {
    expect(emptyAppointmentValues('c1', '2026-03-02')).toMatchObject({ date: '2026-03-02', time: '', duration: 90, customerId: 'c1' });
  });

  it('requires a customer and a dog name in the API wording, unless the customer is added with the appointment', () => {
    expect(appointmentErrors({ ...filled, customerId: null, dogName: '  ' })).toEqual({ customerId: 'Customer is required', dogName: 'Dog name is required' });
    expect(appointmentErrors({ ...filled, customerId: null }, true)).toEqual({});
  });

  it('requires a date and a groomer, and checks the duration and amounts in the API wording', () => {
    expect(appointmentErrors({ ...filled, date: '', groomerId: null })).toEqual({ date: 'Date is required', groomerId: 'Groomer is required' });
    expect(appointmentErrors({ ...filled, duration: 10 }).duration).toBe('Duration must be at least 15 minutes');
    expect(appointmentErrors({ ...filled, duration: 495 }).duration).toBe('Duration must be at most 480 minutes');
    expect(appointmentErrors({ ...filled, duration: 100 }).duration).toBe('Duration must be in steps of 15 minutes');
    expect(appointmentErrors({ ...filled, duration: '' }).duration).toBe('Duration must be a number');
    expect(appointmentErrors({ ...filled, servicePrice: -1 }).servicePrice).toBe('Service price must be at least 0');
    expect(appointmentErrors({ ...filled, servicePrice: 1.234 }).servicePrice).toBe('Service price can have at most 2 decimals');
    expect(appointmentErrors(filled)).toEqual({});
  });

  it('computes the total with tax and the tip, 0.00 unless the payment is above the total', () => {
    expect(moneyFigures(80, 100)).toEqual({ total: 85.3, tip: 14.7 });
    expect(moneyFigures(80, 50)).toEqual({ total: 85.3, tip: 0 });
    expect(moneyFigures('', '')).toEqual({ total: 0, tip: 0 });
  });

  it('sends blanks as null and the live figures with the fields', () => {
    expect(appointmentFieldsOf({ ...filled, time: '', paymentReceived: '' })).toEqual({
      date: '2026-03-02',
      time: null,
      customer_id: 'c1',
      groomer_id: 'g1',
      dog_name: 'Rex',
      charged_amount: 80,
      amount_given: null,
      tip: 0,
      total_with_tax: 85.3,
      notes: null,
      duration_minutes: 90,
    });
    expect(appointmentFieldsOf(filled)).toMatchObject({ time: '10:30', amount_given: 100, tip: 14.7 });
  });

  it('fills the form from a stored appointment', () => {
    expect(valuesOfAppointment({ ...seriesAppointment, time: null, charged_amount: null })).toMatchObject({
      date: seriesAppointment.date,
      time: '',
      duration: 60,
      groomerId: seriesAppointment.groomer_id,
      customerId: seriesAppointment.customer_id,
      dogName: 'Biscuit',
      servicePrice: '',
    });
  });
});
