/** Currency exchange and the double price: the answer's reading and the maths. */
export { convertPrice, truncateTo } from "./convert.ts";
export { isRateInForce } from "./start-date.ts";
export { DEFAULT_EXCHANGE_KEYS, readExchangeResponse, type ExchangeKeys, type ExchangeRate } from "./exchange.ts";
