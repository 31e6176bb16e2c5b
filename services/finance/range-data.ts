/** The demo range factors the seeded Range calculator reads (GET /public_api/finance/range-data); illustrative figures. */
export const DEMO_RANGE_DATA: unknown = {
  wheels: [
    { key: "19", label: "19-inch", factor: 1 },
    { key: "21", label: "21-inch", factor: 0.93 },
    { key: "22", label: "22-inch", factor: 0.88 },
  ],
  temperatures: [
    { celsius: -10, factor: 0.6 },
    { celsius: 0, factor: 0.74 },
    { celsius: 10, factor: 0.88 },
    { celsius: 20, factor: 1 },
    { celsius: 30, factor: 0.94 },
  ],
  climate_factor: 0.82,
};
