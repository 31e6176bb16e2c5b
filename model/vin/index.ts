export { VIN_LENGTH, normaliseVin, vinCheckDigit, vinProblem, type VinProblem } from "./vin.ts";
