/** The product's name at the start of the header. */
export const BRAND = 'GroomBook';
