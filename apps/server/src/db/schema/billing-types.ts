/** An address as copied into an order when it is sent (its invoice never changes after). */
export interface AddressSnapshot {
  id: number;
  first_name: string | null;
  last_name: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string | null;
}

/** A promo code as applied to an order. */
export interface PromoSnapshot {
  code: string;
  type: 'free_hardware' | 'dollar' | 'discount';
  amount: number;
}
