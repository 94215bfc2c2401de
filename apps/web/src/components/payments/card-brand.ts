const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  us_bank_account: 'Bank account',
};

/** A card brand as people write it ('visa' → 'Visa'); an unknown one capitalised. */
export function brandLabel(brand: string): string {
  return BRAND_LABELS[brand] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');
}
