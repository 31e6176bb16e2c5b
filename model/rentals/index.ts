export {
  dayValue,
  fillTemplate,
  formatDay,
  formatPrice,
  isoDayOf,
  rentalDays,
  rentalTotal,
  type IsoDay,
  type RentalExtra,
} from "./rental.ts";
