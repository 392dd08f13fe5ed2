/**
 * The words of a salon's day: dog sizes (which pick a service's price and length), the kinds of
 * menu entry, an appointment's status from booked to completed, and how a customer pays.
 */

export const DOG_SIZES = ['small', 'medium', 'large', 'extra_large'] as const;
export type DogSize = (typeof DOG_SIZES)[number];
export const DOG_SIZE_LABELS: Record<DogSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  extra_large: 'Extra large',
};

/**
 * The heaviest dog of each size in kilograms (a groomer's usual bands: up to 20 lb, 50 lb and
 * 90 lb); anything heavier is extra large.
 */
export const DOG_SIZE_MAX_KG = { small: 9, medium: 23, large: 41 } as const;

/** The size a dog of this weight is, or null when its weight is not known. */
export function dogSizeFromWeight(weightKg: number | null | undefined): DogSize | null {
  if (weightKg == null || !Number.isFinite(weightKg) || weightKg <= 0) return null;
  if (weightKg <= DOG_SIZE_MAX_KG.small) return 'small';
  if (weightKg <= DOG_SIZE_MAX_KG.medium) return 'medium';
  if (weightKg <= DOG_SIZE_MAX_KG.large) return 'large';
  return 'extra_large';
}

/** A menu entry is a service (a bath, a full groom) or an add-on to one (nails, teeth). */
export const SERVICE_KINDS = ['service', 'add_on'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = { service: 'Service', add_on: 'Add-on' };

/** Every company's menu starts with these, at these prices for every size, 90 minutes each. */
export const STARTING_SERVICES = [
  { name: 'Small dog bath', price: 80 },
  { name: 'Large dog bath', price: 100 },
  { name: 'Extra large dog bath', price: 120 },
] as const;

export const APPOINTMENT_STATUSES = ['booked', 'confirmed', 'checked_in', 'ready', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses whose appointment no longer takes its groomer's time: they are not conflicts. */
export const RELEASED_STATUSES: readonly AppointmentStatus[] = ['cancelled', 'no_show'];
export const holdsItsSlot = (status: AppointmentStatus): boolean => !RELEASED_STATUSES.includes(status);

export const PAYMENT_METHODS = ['cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', other: 'Other' };

export const DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** The text a customer receives when their dog is ready. */
export const readyForPickupText = (dogName: string, salonName: string): string => `${dogName} is ready for pickup at ${salonName}`;
