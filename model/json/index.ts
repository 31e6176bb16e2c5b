export { dictionary, isPrototypeKey, prototypeKeyPointer } from "./prototype-keys.ts";
