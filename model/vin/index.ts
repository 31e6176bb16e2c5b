export { normaliseVin, vinProblem, vinTail, type VinProblem } from "./vin.ts";
