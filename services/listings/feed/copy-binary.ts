import type { VehiclesTable } from "../../db/schema.ts";

type CopyType = "text" | "int4" | "float4";

/**
 * The binary type of each `vehicles` column (migration 002): COPY's binary format sends a value in its
 * column's own representation, so these must match the table exactly. Every column, in the order
 * every encoded row sends them: a feed writes all of a vehicle.
 */
const VEHICLE_TYPES: Record<keyof VehiclesTable, CopyType> = {
  id: "text",
  state: "text",
  status: "text",
  nameplate_brand_name: "text",
  nameplate_name: "text",
  nameplate_model_group: "text",
  nameplate_external_code: "text",
  model_display_name: "text",
  version: "text",
  drivetrain: "text",
  production_year: "int4",
  model_year: "int4",
  color_name: "text",
  color_canonical: "text",
  interior_color: "text",
  vin: "text",
  owner_id: "text",
  engine_type: "text",
  financing_options: "text",
  transmission: "text",
  power: "int4",
  power_unit: "text",
  mileage: "int4",
  mileage_unit: "text",
  battery_capacity: "float4",
  engine_capacity_normalized: "float4",
  number_of_seats: "int4",
  msrp_price: "int4",
  sale_price: "int4",
  display_price: "int4",
  monthly_price: "int4",
  subscribe_price: "int4",
  price_hidden: "int4",
  prices_type: "text",
  delivery_date: "text",
  order_number: "text",
  created_at: "text",
  details: "text",
};

/** The columns of `vehicles`, all written by a feed: the order of every encoded vehicle row. */
export const VEHICLE_COLUMNS = Object.keys(VEHICLE_TYPES) as (keyof VehiclesTable)[];

/** The columns of a publication row: (list_key, vehicle_id), as `vehicle_publications`. */
export const PUBLICATION_COLUMNS = ["list_key", "vehicle_id"] as const;

/** "PGCOPY\n\377\r\n\0", then 32-bit flags and header-extension length, both 0. */
const HEADER = Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);

/**
 * Rows in COPY's binary format (`copy ... from stdin with (format binary)`), encoded row by row into
 * one growing buffer (decision 097). Binary, not text: nothing is escaped here and PostgreSQL parses
 * no text, which was a sixth of its time per batch. Built where the feed is parsed (the worker
 * thread) and handed over as bytes.
 */
export class BinaryCopyRows<Row extends object> {
  private bytes: Buffer;
  private length = 0;
  private readonly types: CopyType[];

  constructor(
    private readonly columns: readonly (keyof Row & string)[],
    types: Record<keyof Row & string, CopyType>,
    initialBytes = 1 << 22,
  ) {
    this.types = columns.map((column) => types[column]);
    this.bytes = Buffer.allocUnsafe(initialBytes);
    this.reset();
  }

  private reset(): void {
    HEADER.copy(this.bytes, 0);
    this.length = HEADER.length;
  }

  private room(bytes: number): void {
    if (this.length + bytes <= this.bytes.length) return;
    const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + bytes));
    this.bytes.copy(larger, 0, 0, this.length);
    this.bytes = larger;
  }

  append(row: Row): void {
    const { columns, types } = this;
    this.room(2);
    this.length = this.bytes.writeInt16BE(columns.length, this.length);
    for (let index = 0; index < columns.length; index++) {
      const value = row[columns[index]!] as unknown;
      if (value === null || value === undefined) {
        this.room(4);
        this.length = this.bytes.writeInt32BE(-1, this.length);
        continue;
      }
      const type = types[index];
      if (type === "text") {
        const text = String(value);
        // A UTF-16 code unit never takes more than 3 bytes in UTF-8.
        this.room(4 + text.length * 3);
        const written = this.writeText(text, this.length + 4);
        this.bytes.writeInt32BE(written, this.length);
        this.length += 4 + written;
      } else {
        this.room(8);
        this.length = this.bytes.writeInt32BE(4, this.length);
        this.length =
          type === "int4"
            ? this.bytes.writeInt32BE(value as number, this.length)
            : this.bytes.writeFloatBE(value as number, this.length);
      }
    }
  }

  /**
   * `text` as UTF-8 at `offset`; its length in bytes. Most values are short and ASCII: copied here
   * code unit by code unit, they cost less than a call into Buffer's encoder each (a tenth of the
   * worker's time went to those calls); anything longer or not ASCII goes to the encoder.
   */
  private writeText(text: string, offset: number): number {
    const { bytes } = this;
    if (text.length <= 64) {
      let index = 0;
      for (; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (code >= 0x80) break;
        bytes[offset + index] = code;
      }
      if (index === text.length) return index;
    }
    return bytes.write(text, offset);
  }

  /** The rows so far with the trailer, as bytes of their own (transferable to another thread); starts again. */
  take(): Uint8Array {
    this.room(2);
    this.length = this.bytes.writeInt16BE(-1, this.length);
    const taken = new Uint8Array(this.bytes.subarray(0, this.length));
    this.reset();
    return taken;
  }
}

/** An encoder of `vehicles` rows. */
export function vehicleCopyRows(): BinaryCopyRows<VehiclesTable> {
  return new BinaryCopyRows<VehiclesTable>(VEHICLE_COLUMNS, VEHICLE_TYPES);
}

/** An encoder of `vehicle_publications` rows. */
export function publicationCopyRows(): BinaryCopyRows<{ list_key: string; vehicle_id: string }> {
  return new BinaryCopyRows(PUBLICATION_COLUMNS, { list_key: "text", vehicle_id: "text" }, 1 << 18);
}
