export { VIN_LENGTH, normaliseVin, vinCheckDigit, vinProblem, vinTail, type VinProblem } from "./vin.ts";
