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
export { inquiryOutcome, isPendingInquiry, rentalInquiry, type PendingInquiry } from "./inquiry.ts";
